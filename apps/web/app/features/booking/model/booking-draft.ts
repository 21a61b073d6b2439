/**
 * The booking draft a visitor leaves behind when "Patvirtinti" sends them to log in: kept in
 * local storage under `bookingDraft` for 24 hours, restored by `pre_login_booking_redirection`.
 */
import { localStore, readItem, removeItem, writeItem, type StorageLike } from '~/lib/client/storage';
import { isLocalDate, type LocalDate } from '~/lib/dates';

export const BOOKING_DRAFT_KEY = 'bookingDraft';
/** A draft older than this is forgotten. */
export const BOOKING_DRAFT_TTL_MS = 24 * 60 * 60 * 1000;
/** The customer's note is at most this long (the API's limit). */
export const NOTE_MAX_LENGTH = 1000;
/** The query parameter of the new-appointment page that asks to restore the draft. */
export const DRAFT_QUERY_PARAM = 'juodrastis';

const VERSION = 1;
/** A clock a little behind the one that saved the draft must not make it "from the future". */
const CLOCK_SKEW_MS = 5 * 60 * 1000;

export interface BookingDraft {
  /** The business's slug. */
  business: string;
  /** Service ids in catalogue order. */
  services: string[];
  /** A specialist's id or "any". */
  specialist: string;
  /** The local date (business time zone) of the chosen time. */
  date: LocalDate;
  /** The chosen start, an ISO instant. */
  start: string;
  note: string;
  /** When it was saved (ms since the epoch). */
  savedAt: number;
}

export function serializeDraft(draft: BookingDraft): string {
  return JSON.stringify({ v: VERSION, ...draft });
}

const isString = (value: unknown): value is string => typeof value === 'string';

/** The draft in a stored value, or null when absent, malformed, expired or from the future. */
export function parseDraft(raw: string | null, nowMs: number): BookingDraft | null {
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  const v = value as Record<string, unknown>;
  if (v.v !== VERSION) return null;
  const { business, services, specialist, date, start, note, savedAt } = v;
  if (!isString(business) || business === '' || !isString(specialist) || specialist === '') return null;
  if (
    !Array.isArray(services) ||
    services.length === 0 ||
    services.length > 10 ||
    !services.every((id) => isString(id) && id !== '')
  )
    return null;
  if (!isLocalDate(date) || !isString(start) || Number.isNaN(Date.parse(start))) return null;
  if (!isString(note) || note.length > NOTE_MAX_LENGTH) return null;
  if (typeof savedAt !== 'number' || !Number.isFinite(savedAt)) return null;
  if (nowMs - savedAt > BOOKING_DRAFT_TTL_MS || savedAt - nowMs > CLOCK_SKEW_MS) return null;
  return { business, services: [...(services as string[])], specialist, date, start, note, savedAt };
}

export function saveDraft(
  draft: Omit<BookingDraft, 'savedAt'>,
  nowMs: number = Date.now(),
  storage: StorageLike | null = localStore(),
): void {
  writeItem(storage, BOOKING_DRAFT_KEY, serializeDraft({ ...draft, savedAt: nowMs }));
}

/** The stored draft; an unusable one (expired, malformed) is removed. */
export function loadDraft(nowMs: number = Date.now(), storage: StorageLike | null = localStore()): BookingDraft | null {
  const raw = readItem(storage, BOOKING_DRAFT_KEY);
  const draft = parseDraft(raw, nowMs);
  if (raw !== null && draft === null) removeItem(storage, BOOKING_DRAFT_KEY);
  return draft;
}

export function clearDraft(storage: StorageLike | null = localStore()): void {
  removeItem(storage, BOOKING_DRAFT_KEY);
}
