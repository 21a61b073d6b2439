/**
 * The booking's choices in the page address, so that Back, Forward, reload and a shared link keep
 * them: `?paslaugos=<id>,<id>&specialistas=<id|any>&data=YYYY-MM-DD&laikas=HH:mm&zingsnis=1…5`.
 * The time is the wall-clock time of the business (its zone), as a person reads it. The note is
 * not in the address (it is the customer's own text); the draft kept across the login is not either.
 * Other parameters of the address (e.g. `juodrastis`) are left as they are.
 */
import { formatTime, isLocalDate, isWallTime, zonedInstant, type LocalDate } from '~/lib/dates';
import { STEPS, type BookingState, type StepId } from './booking-state';

export const URL_PARAMS = {
  services: 'paslaugos',
  specialist: 'specialistas',
  date: 'data',
  time: 'laikas',
  step: 'zingsnis',
} as const;

const MANAGED: readonly string[] = Object.values(URL_PARAMS);
/** More than this many services is no choice a person made. */
const MAX_SERVICES = 10;
const ID = /^[\w-]{1,64}$/;

/** What the address says was chosen (not yet checked against the catalogue). */
export interface UrlSelection {
  serviceIds: string[];
  specialist: string | null;
  date: LocalDate | null;
  /** The chosen start as an ISO instant (from `laikas` on `data` in the business's zone). */
  start: string | null;
  step: StepId;
}

/** The address's part for a state: only what has been chosen, in a fixed order; "" when nothing. */
export function selectionSearch(state: BookingState, timeZone: string): string {
  if (state.step === 'done' || state.serviceIds.length === 0) return '';
  const params = new URLSearchParams();
  params.set(URL_PARAMS.services, state.serviceIds.join(','));
  if (state.specialist) params.set(URL_PARAMS.specialist, state.specialist);
  if (state.specialist && state.date) params.set(URL_PARAMS.date, state.date);
  if (state.specialist && state.date && state.slot) params.set(URL_PARAMS.time, formatTime(state.slot.start, timeZone));
  params.set(URL_PARAMS.step, String(STEPS.indexOf(state.step) + 1));
  return params.toString();
}

/** The managed part of an address's query, in the order `selectionSearch` writes it. */
export function managedSearch(search: string): string {
  const current = new URLSearchParams(search);
  const params = new URLSearchParams();
  for (const name of MANAGED) {
    const value = current.get(name);
    if (value !== null) params.set(name, value);
  }
  return params.toString();
}

/** The address's query with its managed part replaced by `selection` (other parameters kept). */
export function withSelection(search: string, selection: string): string {
  const params = new URLSearchParams(search);
  for (const name of MANAGED) params.delete(name);
  for (const [name, value] of new URLSearchParams(selection)) params.set(name, value);
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/** The step a managed query says (1 = services when absent or unreadable). */
export function stepOfSearch(search: string): StepId {
  const number = Number(new URLSearchParams(search).get(URL_PARAMS.step));
  return Number.isInteger(number) && number >= 1 && number <= STEPS.length ? STEPS[number - 1]! : 'services';
}

/** Reads the choices of an address; malformed parts are left out, never thrown. */
export function parseSelection(search: string, timeZone: string): UrlSelection {
  const params = new URLSearchParams(search);
  const serviceIds = [
    ...new Set(
      (params.get(URL_PARAMS.services) ?? '')
        .split(',')
        .map((id) => id.trim())
        .filter((id) => ID.test(id)),
    ),
  ].slice(0, MAX_SERVICES);
  const specialistParam = params.get(URL_PARAMS.specialist);
  const specialist = specialistParam !== null && ID.test(specialistParam) ? specialistParam : null;
  const dateParam = params.get(URL_PARAMS.date);
  const date = specialist && isLocalDate(dateParam) ? dateParam : null;
  const time = params.get(URL_PARAMS.time);
  const start = date && isWallTime(time) ? zonedInstant(date, time, timeZone) : null;
  return { serviceIds, specialist, date, start, step: stepOfSearch(search) };
}
