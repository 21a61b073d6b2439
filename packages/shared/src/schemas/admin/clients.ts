/**
 * The business admin's clients (`/api/admin/clients`) and client cards
 * (`/api/admin/user/{id}/client-card`).
 *
 * A client of a business is a customer with an account who has booked it, or a walk-in the salon
 * typed in (an appointment with a name and phone but no customer: `userId` is null). A client card
 * is the business's private card about one customer with an account: notes, allergies and
 * sensitivities, preferences, and whether she may book this business online (`blocked`).
 */
import '../../zod-locale';
import { z } from 'zod';
import { appointmentStatusSchema } from '../appointment.ts';
import { ADMIN_BOOKING_FIELD_MESSAGES, adminBusinessQuerySchema, refuseNul, uuid } from './common.ts';

/** Field messages of these schemas (Lithuanian, shown beside the form fields). */
export const ADMIN_CLIENT_FIELD_MESSAGES = {
  search: 'Paieškos tekstas per ilgas (iki 100 simbolių).',
  page: 'Neteisingas puslapio numeris.',
  notes: 'Pastabos per ilgos (iki 4000 simbolių).',
  allergies: 'Alergijų ir jautrumų aprašas per ilgas (iki 2000 simbolių).',
  preferences: 'Pageidavimai per ilgi (iki 2000 simbolių).',
  blocked: 'Blokavimas turi būti „taip“ arba „ne“.',
  unknownField: 'Nežinomas laukas.',
  nothingToChange: ADMIN_BOOKING_FIELD_MESSAGES.nothingToChange,
  controlCharacters: ADMIN_BOOKING_FIELD_MESSAGES.controlCharacters,
} as const;
const m = ADMIN_CLIENT_FIELD_MESSAGES;

/** Control characters other than tab and line breaks (NUL among them: PostgreSQL cannot store it). */
function hasControlCharacters(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0x09 || code === 0x0a || code === 0x0d) continue;
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** A card's free text: trimmed, at most `max` characters, line breaks allowed. */
const cardText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, { error: message })
    .refine((text) => !hasControlCharacters(text), { error: m.controlCharacters });

/** The longest texts of a card, in characters (the database checks the same limits). */
export const CLIENT_CARD_NOTES_MAX = 4000;
export const CLIENT_CARD_ALLERGIES_MAX = 2000;
export const CLIENT_CARD_PREFERENCES_MAX = 2000;

/** Clients on one page of the list. */
export const ADMIN_CLIENT_PAGE_SIZE = 25;

// ---------------------------------------------------------------------------------------------
// the client list

/** `?business=<uuid>&q=<text>&page=<n>`: the business's clients, searched by name, phone or e-mail. */
export const adminClientListQuerySchema = adminBusinessQuerySchema
  .extend({
    q: z.string().trim().max(100, { error: m.search }).optional(),
    page: z.coerce.number({ error: m.page }).int({ error: m.page }).min(1, { error: m.page }).max(10_000, { error: m.page }).default(1),
  })
  .superRefine((query, ctx) => refuseNul(query, ctx));
export type AdminClientListQuery = z.infer<typeof adminClientListQuerySchema>;

/** One client in the list. Walk-ins (typed in by the salon, no account) have `userId` null. */
export const adminClientSchema = z.object({
  userId: z.string().nullable(),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  visitCount: z.number().int(),
  lastVisitAt: z.string().nullable(),
  blocked: z.boolean(),
  /** The next pending or confirmed visit still to come, if any. */
  nextVisitAt: z.string().nullable(),
  /** Whether the business has written anything on the client's card. */
  hasCard: z.boolean(),
});
export type AdminClient = z.infer<typeof adminClientSchema>;

export const adminClientPageSchema = z.object({
  items: z.array(adminClientSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminClientPage = z.infer<typeof adminClientPageSchema>;

// ---------------------------------------------------------------------------------------------
// the client card

/** The path `/api/admin/user/{id}/client-card`: the customer's user id. */
export const adminClientCardParamsSchema = z.object({ id: uuid });
export const adminClientCardQuerySchema = adminBusinessQuerySchema;

/** The POST body: any of the card's fields; what is left out stays as it was. */
export const adminClientCardInputSchema = z
  .strictObject(
    {
      notes: cardText(CLIENT_CARD_NOTES_MAX, m.notes).optional(),
      allergies: cardText(CLIENT_CARD_ALLERGIES_MAX, m.allergies).optional(),
      preferences: cardText(CLIENT_CARD_PREFERENCES_MAX, m.preferences).optional(),
      blocked: z.boolean({ error: m.blocked }).optional(),
    },
    { error: m.unknownField },
  )
  .superRefine((body, ctx) => {
    refuseNul(body, ctx);
    if (Object.keys(body).length === 0) ctx.addIssue({ code: 'custom', message: m.nothingToChange });
  });
export type AdminClientCardInput = z.infer<typeof adminClientCardInputSchema>;

/** One visit in the card's history. */
export const adminClientVisitSchema = z.object({
  id: z.string(),
  start: z.string(),
  end: z.string(),
  status: appointmentStatusSchema,
  services: z.array(z.string()),
  specialistName: z.string(),
  priceCents: z.number().int(),
});
export type AdminClientVisit = z.infer<typeof adminClientVisitSchema>;

export const adminClientCardSchema = z.object({
  userId: z.string(),
  client: z.object({ name: z.string(), phone: z.string().nullable(), email: z.string().nullable() }),
  card: z.object({
    notes: z.string(),
    allergies: z.string(),
    preferences: z.string(),
    blocked: z.boolean(),
    /** Null while the business has never saved the card. */
    updatedAt: z.string().nullable(),
    updatedBy: z.object({ userId: z.string(), name: z.string() }).nullable(),
  }),
  history: z.object({
    /** Visits that took place (completed). */
    visitCount: z.number().int(),
    /** The completed visits' prices, euro cents. */
    totalSpentCents: z.number().int(),
    noShowCount: z.number().int(),
    cancellationCount: z.number().int(),
    /** The latest visit that has begun (not cancelled or declined). */
    lastVisitAt: z.string().nullable(),
    /** The next pending or confirmed visit. */
    nextVisitAt: z.string().nullable(),
    /** The most recent appointments of any status, latest first. */
    recent: z.array(adminClientVisitSchema),
  }),
});
export type AdminClientCard = z.infer<typeof adminClientCardSchema>;
