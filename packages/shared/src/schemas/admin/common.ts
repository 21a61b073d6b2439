/**
 * The business admin's booking API (`/api/admin/…`): what its resources share. Each resource —
 * appointments, services, weekly schedules, schedule overrides, days off, public holidays and
 * booking rules — has its own file beside this one; every request and response is described
 * there once, for Fastify, the OpenAPI document and the admin forms.
 *
 * The business an admin request acts in is named by the optional query parameter `business`
 * (a uuid; needed only when the member has more than one business), or by the path
 * `/api/admin/business/{id}/…`.
 */
import '../../zod-locale';
import { z } from 'zod';
import { messages } from '../../messages/index.ts';

/** Field messages of these schemas (Lithuanian, shown beside the form fields). */
export const ADMIN_BOOKING_FIELD_MESSAGES = {
  id: 'Neteisingas identifikatorius.',
  name: 'Pavadinimas turi būti nuo 1 iki 200 simbolių.',
  text: 'Tekstas per ilgas.',
  controlCharacters: messages.form.badCharacters,
  duration: 'Trukmė turi būti nuo 5 iki 600 min., kas 5 min.',
  buffer: 'Pertrauka po paslaugos turi būti nuo 0 iki 240 min., kas 5 min.',
  price: 'Kaina turi būti nuo 0 iki 10 000 €.',
  endBeforeStart: 'Pabaigos data turi būti ne ankstesnė nei pradžios.',
  rangeTooLong: 'Laikotarpis per ilgas.',
  wholeMinute: 'Laikas turi būti nurodytas minučių tikslumu.',
  endBeforeStartTime: 'Pabaiga turi būti vėliau nei pradžia.',
  visitLength: 'Vizitas turi trukti nuo 5 min. iki 12 val., kas 5 min.',
  duplicateIds: 'Sąraše yra pasikartojančių įrašų.',
  nothingToChange: 'Nėra ką keisti.',
  year: 'Metai turi būti nuo 2000 iki 2100.',
  instantRange: 'Laikas turi būti tarp 2000 ir 2100 metų.',
  minimumNotice: 'Mažiausias laikas iki vizito turi būti nuo 0 iki 10 080 min. (7 d.).',
  maxAdvance: 'Registruotis iš anksto galima nuo 1 iki 730 dienų.',
  slotStep: 'Laiko žingsnis gali būti 5, 10, 15, 20, 30 arba 60 min.',
  cancellationDeadline: 'Atšaukimo terminas turi būti nuo 0 iki 10 080 min. (7 d.).',
} as const;
const m = ADMIN_BOOKING_FIELD_MESSAGES;

/** The longest date range a list may span or a day off may last, in days (schedule overrides, days off). */
export const MAX_LIST_DAYS = 731;
export const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

// ---------------------------------------------------------------------------------------------
// building blocks

/** PostgreSQL cannot store U+0000 in text: refuse it anywhere in a request. */
export function refuseNul(value: unknown, ctx: z.RefinementCtx, path: PropertyKey[] = []): void {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) ctx.addIssue({ code: 'custom', message: m.controlCharacters, path });
    return;
  }
  if (Array.isArray(value)) value.forEach((item, index) => refuseNul(item, ctx, [...path, index]));
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) refuseNul(item, ctx, [...path, key]);
  }
}

/** Whether a text holds control characters (line breaks and tabs allowed when `breaks`). */
function hasControlCharacters(text: string, breaks: boolean): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (breaks && (code === 0x09 || code === 0x0a || code === 0x0d)) continue;
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** A one-line text: trimmed, no control characters. */
export const line = (max: number, message: string = m.text) =>
  z
    .string()
    .trim()
    .max(max, { error: message })
    .refine((text) => !hasControlCharacters(text, false), { error: m.controlCharacters });

/** A longer text (notes, descriptions): line breaks and tabs allowed, no other control characters. */
export const multiline = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: m.text })
    .refine((text) => !hasControlCharacters(text, true), { error: m.controlCharacters });

export const uuid = z.uuid({ error: m.id });

export const uniqueIds = (max: number) =>
  z
    .array(uuid)
    .max(max)
    .refine((ids) => new Set(ids.map((id) => id.toLowerCase())).size === ids.length, { error: m.duplicateIds });

export const nonEmpty = (value: object) => Object.keys(value).length > 0;

/** `?business=<uuid>`: which of the member's businesses (optional with one business). */
export const adminBusinessQuerySchema = z.object({ business: uuid.optional() });

export const adminIdParamsSchema = z.object({ id: uuid });
export const adminSpecialistParamsSchema = z.object({ specialistId: uuid });

export const successSchema = z.object({ success: z.literal(true) });
