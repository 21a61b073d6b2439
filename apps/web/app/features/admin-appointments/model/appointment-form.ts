/**
 * The create and edit pages' form as data: what the URL prefills, where the page returns, the
 * checks before sending, the bodies of `POST /api/admin/appointments` and
 * `PATCH /api/admin/appointment/{id}`, the status actions a visit allows and whether the page's
 * copy of a visit is stale.
 */
import type { z } from 'zod';
import { messages } from '@vizitas/shared';
import type { adminCreateAppointmentBodySchema, AdminUpdateAppointmentInput } from '@vizitas/shared/schemas/admin/appointments';
import type { AdminAppointmentDetail } from '~/features/admin-appointments/api/get-appointment';
import type { AppointmentStatus } from './appointment-filters';
import { zonedDateTime, zonedInstant } from './appointment-time';

const t = messages.adminAppointments.form;

/** The create page's query: `?pradzia=<ISO instant>&specialistas=<uuid>&grizti=<path>` (the calendar's empty-time click). */
export const CREATE_PARAMS = { start: 'pradzia', specialist: 'specialistas', back: 'grizti' } as const;

/** The API's longest notes. */
export const NOTE_MAX_LENGTH = 1000;
export const CLIENT_NAME_MAX_LENGTH = 200;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * A same-origin relative path to return to (`?grizti=`), or `fallback`: only `/…` paths of this
 * site — no other host (`//host`, `/\host`, `https://…`), no control characters.
 */
export function safeReturnPath(value: string | null, fallback: string): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if ([...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f || char === '\\')) return fallback;
  try {
    const base = 'http://vizitas.invalid';
    const url = new URL(value, base);
    if (url.origin !== base) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

export interface CreatePrefill {
  date: string;
  time: string;
  specialist: string;
}

/** What the create page's URL fills in; anything malformed is left empty. */
export function parseCreatePrefill(search: URLSearchParams, timeZone: string): CreatePrefill {
  const start = search.get(CREATE_PARAMS.start) ?? '';
  const specialist = search.get(CREATE_PARAMS.specialist) ?? '';
  const when =
    ISO_INSTANT.test(start) && !Number.isNaN(Date.parse(start)) ? zonedDateTime(start, timeZone) : { date: '', time: '' };
  return { ...when, specialist: UUID.test(specialist) ? specialist.toLowerCase() : '' };
}

/** The visit's part of both forms: what, with whom, when (a Vilnius date and time). */
export interface VisitFields {
  services: string[];
  specialist: string;
  date: string;
  time: string;
}

export type VisitFieldErrors = Partial<Record<keyof VisitFields, string>>;

export function checkVisitFields(values: VisitFields): VisitFieldErrors {
  const errors: VisitFieldErrors = {};
  if (values.services.length === 0) errors.services = t.servicesRequired;
  if (!values.specialist) errors.specialist = t.specialistRequired;
  if (!values.date) errors.date = t.dateRequired;
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(values.time)) errors.time = t.timeRequired;
  return errors;
}

/** A client of the business found by the search (`GET /api/admin/clients`). */
export interface ChosenClient {
  userId: string | null;
  name: string;
  phone: string | null;
}

/** Who the visit is for: a client found by the search, or one typed in. */
export type ClientChoice = { kind: 'existing'; client: ChosenClient | null } | { kind: 'new'; name: string; phone: string };

export type CreateAppointmentBody = z.input<typeof adminCreateAppointmentBodySchema>;

export interface CreateFormValues extends VisitFields {
  client: ClientChoice;
  status: 'confirmed' | 'pending';
  adminNote: string;
  customerNote: string;
}

/** The client's part of the body: an account's id, else a name and phone (a walk-in). */
function clientPart(client: ClientChoice): Pick<CreateAppointmentBody, 'customerId' | 'clientName' | 'clientPhone'> {
  if (client.kind === 'new') {
    const phone = client.phone.trim();
    return { clientName: client.name.trim(), ...(phone ? { clientPhone: phone } : {}) };
  }
  const chosen = client.client!;
  if (chosen.userId) return { customerId: chosen.userId };
  return { clientName: chosen.name.trim(), ...(chosen.phone ? { clientPhone: chosen.phone } : {}) };
}

/** The body of `POST /api/admin/appointments`; null when the date or time cannot be read. */
export function createBody(businessId: string, values: CreateFormValues, timeZone: string): CreateAppointmentBody | null {
  const start = zonedInstant(values.date, values.time, timeZone);
  if (!start) return null;
  const adminNote = values.adminNote.trim();
  const customerNote = values.customerNote.trim();
  return {
    business: businessId,
    specialist: values.specialist,
    services: values.services,
    start,
    ...clientPart(values.client),
    ...(adminNote ? { adminNote } : {}),
    ...(customerNote ? { customerNote } : {}),
    status: values.status,
  };
}

/** The chosen start is one of the free times the engine suggests for this specialist. */
export function isFreeTime(
  start: string | null,
  specialist: string,
  slots: ReadonlyArray<{ start: string; specialistId: string }>,
): boolean {
  if (!start) return false;
  const ms = Date.parse(start);
  return slots.some((slot) => Date.parse(slot.start) === ms && slot.specialistId === specialist);
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id) => b.includes(id));
}

/** The visit fields of an appointment as the edit form shows them. */
export function visitFieldsOf(appointment: AdminAppointmentDetail, timeZone: string): VisitFields {
  const { date, time } = zonedDateTime(appointment.start, timeZone);
  return {
    services: appointment.services.map((service) => service.serviceId).filter((id): id is string => id !== null),
    specialist: appointment.specialist.id,
    date,
    time,
  };
}

/** The body of `PATCH /api/admin/appointment/{id}` with only what changed; null when nothing did (or the time cannot be read). */
export function moveChanges(
  appointment: AdminAppointmentDetail,
  values: VisitFields,
  timeZone: string,
): AdminUpdateAppointmentInput | null {
  const start = zonedInstant(values.date, values.time, timeZone);
  if (!start) return null;
  const before = visitFieldsOf(appointment, timeZone);
  const changes: AdminUpdateAppointmentInput = {};
  if (Date.parse(start) !== Date.parse(appointment.start)) changes.start = start;
  if (values.specialist !== before.specialist) changes.specialist = values.specialist;
  if (!sameSet(values.services, before.services)) changes.services = values.services;
  return Object.keys(changes).length > 0 ? changes : null;
}

export type StatusAction = 'confirm' | 'decline' | 'cancel' | 'complete' | 'no_show';

/** The transitions of PRODUCT.md, as the booking engine has them. */
const NEXT: Readonly<Record<AppointmentStatus, readonly StatusAction[]>> = {
  pending: ['confirm', 'decline', 'cancel'],
  confirmed: ['cancel', 'complete', 'no_show'],
  declined: [],
  cancelled: [],
  completed: [],
  no_show: [],
};

/** Whether the visit may still be moved or get other services. */
export function isChangeable(status: AppointmentStatus): boolean {
  return status === 'pending' || status === 'confirmed';
}

/**
 * The status actions the edit page offers: the status machine's, with "Įvyko" and "Neatvyko"
 * only once the visit has begun (`nowMs`).
 */
export function statusActions(appointment: Pick<AdminAppointmentDetail, 'status' | 'start'>, nowMs: number): StatusAction[] {
  const begun = Date.parse(appointment.start) <= nowMs;
  return NEXT[appointment.status].filter((action) => begun || (action !== 'complete' && action !== 'no_show'));
}

/**
 * Whether the visit changed since the page read it (another admin, the calendar, the client):
 * its status, time, specialist, services or history. The page then reloads it instead of
 * sending a change made on an old copy.
 */
export function isStale(seen: AdminAppointmentDetail, now: AdminAppointmentDetail): boolean {
  const ids = (a: AdminAppointmentDetail) => a.services.map((service) => service.serviceId ?? service.name).join(',');
  return (
    seen.status !== now.status ||
    Date.parse(seen.start) !== Date.parse(now.start) ||
    seen.specialist.id !== now.specialist.id ||
    ids(seen) !== ids(now) ||
    seen.history.length !== now.history.length
  );
}
