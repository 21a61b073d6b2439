/**
 * The appointment list's filters and their URL: what the address bar holds (Lithuanian names:
 * `?busena=pending&nuo=2027-03-01&iki=2027-03-31&specialistas=…&paieska=…&puslapis=2`), and the
 * two queries of the list it leads to — the requests waiting for confirmation, then the others.
 */
import { APPOINTMENT_STATUS_LIST } from '@vizitas/shared/schemas/appointment';
import { addDays, isLocalDate, wallClock, type LocalDate } from '~/lib/dates';

export type AppointmentStatus = (typeof APPOINTMENT_STATUS_LIST)[number];

export const FILTER_PARAMS = {
  status: 'busena',
  from: 'nuo',
  to: 'iki',
  specialist: 'specialistas',
  text: 'paieska',
  page: 'puslapis',
} as const;

/** Visits on one page of the others; the waiting requests show up to `PENDING_LIMIT` at once. */
export const PAGE_SIZE = 20;
export const PENDING_LIMIT = 50;
/** The API's longest text query. */
export const TEXT_MAX_LENGTH = 100;
const MAX_PAGE = 10_000;

export interface AppointmentFilters {
  status: AppointmentStatus | null;
  from: LocalDate | null;
  to: LocalDate | null;
  /** A specialist's id. */
  specialist: string | null;
  text: string;
  /** The page of the others (1-based). */
  page: number;
}

export const NO_FILTERS: AppointmentFilters = { status: null, from: null, to: null, specialist: null, text: '', page: 1 };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A day the API can take (its instants are years 2000–2100). */
function isListDate(value: string | null): value is LocalDate {
  return value !== null && isLocalDate(value) && value >= '2000-01-01' && value <= '2099-12-31';
}

function isStatus(value: string | null): value is AppointmentStatus {
  return value !== null && (APPOINTMENT_STATUS_LIST as readonly string[]).includes(value);
}

/** The filters in a URL's search; anything malformed is left out rather than refused. */
export function parseFilters(search: URLSearchParams): AppointmentFilters {
  const status = search.get(FILTER_PARAMS.status);
  const from = search.get(FILTER_PARAMS.from);
  const to = search.get(FILTER_PARAMS.to);
  const specialist = search.get(FILTER_PARAMS.specialist);
  const page = Number(search.get(FILTER_PARAMS.page) ?? '1');
  const validFrom = isListDate(from) ? from : null;
  const validTo = isListDate(to) && (validFrom === null || to >= validFrom) ? to : null;
  return {
    status: isStatus(status) ? status : null,
    from: validFrom,
    to: validTo,
    specialist: specialist !== null && UUID.test(specialist) ? specialist.toLowerCase() : null,
    text: (search.get(FILTER_PARAMS.text) ?? '').trim().slice(0, TEXT_MAX_LENGTH),
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

/**
 * The URL search for these filters: the other parameters of `base` (such as `?verslas=`) are
 * kept, the filters' own are set or, at their defaults, left out.
 */
export function filtersToSearch(filters: AppointmentFilters, base: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const search = new URLSearchParams(base);
  const values: Record<keyof AppointmentFilters, string | null> = {
    status: filters.status,
    from: filters.from,
    to: filters.to,
    specialist: filters.specialist,
    text: filters.text.trim() || null,
    page: filters.page > 1 ? String(filters.page) : null,
  };
  for (const key of Object.keys(FILTER_PARAMS) as (keyof AppointmentFilters)[]) {
    const value = values[key];
    if (value === null) search.delete(FILTER_PARAMS[key]);
    else search.set(FILTER_PARAMS[key], value);
  }
  return search;
}

/** A change of filters starts again at the first page, unless the change is the page. */
export function changeFilters(filters: AppointmentFilters, change: Partial<AppointmentFilters>): AppointmentFilters {
  return { ...filters, page: 1, ...change };
}

/** Whether anything narrows the list (the page does not). */
export function isFiltered(filters: AppointmentFilters): boolean {
  return filters.status !== null || filters.from !== null || filters.to !== null || filters.specialist !== null || filters.text !== '';
}

export function sameFilters(a: AppointmentFilters, b: AppointmentFilters): boolean {
  return (Object.keys(NO_FILTERS) as (keyof AppointmentFilters)[]).every((key) => a[key] === b[key]);
}

/** The query of `GET /api/admin/appointments` (its own parameter names). */
export interface AppointmentListQuery {
  status: AppointmentStatus[];
  from?: string;
  to?: string;
  specialist?: string;
  q?: string;
  page: number;
  limit: number;
  order: 'start' | '-start';
}

/** The instant a local date begins in a time zone (midnight, or the first minute after a DST gap). */
export function startOfDay(date: LocalDate, timeZone: string): string {
  const asUtc = Date.parse(`${date}T00:00:00Z`);
  let instant = asUtc;
  // Twice: the offset at the guess can differ from the offset at the answer around a DST change.
  for (let i = 0; i < 2; i++) {
    const clock = wallClock(instant, timeZone);
    const shown = Date.parse(`${clock.date}T${String(clock.hour).padStart(2, '0')}:${String(clock.minute).padStart(2, '0')}:00Z`);
    instant = asUtc - (shown - instant);
  }
  return new Date(instant).toISOString();
}

const OTHER_STATUSES = APPOINTMENT_STATUS_LIST.filter((status) => status !== 'pending');

/**
 * The list's two queries: the requests waiting for confirmation (soonest first, up to
 * `PENDING_LIMIT`), then the others (latest first, paged). A status filter leaves only the
 * section it belongs to. Dates are whole days in the business's time zone (`to` included).
 */
export function sectionQueries(
  filters: AppointmentFilters,
  timeZone: string,
): { pending: AppointmentListQuery | null; others: AppointmentListQuery | null } {
  const common = {
    ...(filters.from ? { from: startOfDay(filters.from, timeZone) } : {}),
    ...(filters.to ? { to: startOfDay(addDays(filters.to, 1), timeZone) } : {}),
    ...(filters.specialist ? { specialist: filters.specialist } : {}),
    ...(filters.text ? { q: filters.text } : {}),
  };
  const wantsPending = filters.status === null || filters.status === 'pending';
  const othersStatuses = filters.status === null ? [...OTHER_STATUSES] : filters.status === 'pending' ? [] : [filters.status];
  return {
    pending: wantsPending ? { ...common, status: ['pending'], page: 1, limit: PENDING_LIMIT, order: 'start' } : null,
    others: othersStatuses.length > 0 ? { ...common, status: othersStatuses, page: filters.page, limit: PAGE_SIZE, order: '-start' } : null,
  };
}

/** The query string of a list query, in a fixed order (also the cache key's text). */
export function listQueryString(query: AppointmentListQuery): string {
  const search = new URLSearchParams();
  search.set('status', query.status.join(','));
  if (query.from) search.set('from', query.from);
  if (query.to) search.set('to', query.to);
  if (query.specialist) search.set('specialist', query.specialist);
  if (query.q) search.set('q', query.q);
  search.set('page', String(query.page));
  search.set('limit', String(query.limit));
  search.set('order', query.order);
  return search.toString();
}
