/** How clients and visits read in the admin area: dates in the business's time zone, whatever the browser's. */
import { DEFAULT_TIME_ZONE, messages, phoneHref } from '@vizitas/shared';
import type { AdminClientVisit } from '@vizitas/shared/schemas/admin/clients';
import { formatTimeRange } from '~/lib/dates';

/** Every business is in Vilnius for now. */
export const CLIENTS_TIME_ZONE = DEFAULT_TIME_ZONE;

const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(timeZone: string): Intl.DateTimeFormat {
  let formatter = dateFormats.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('lt-LT', { timeZone, year: 'numeric', month: 'long', day: 'numeric' });
    dateFormats.set(timeZone, formatter);
  }
  return formatter;
}

/** "2027 m. kovo 18 d." in the business's zone. */
export function formatClientDate(instant: string, timeZone = CLIENTS_TIME_ZONE): string {
  return dateFormat(timeZone).format(new Date(instant));
}

const shortDateFormats = new Map<string, Intl.DateTimeFormat>();

/** "2027-03-18" in the business's zone (the list's compact form). */
export function formatClientShortDate(instant: string, timeZone = CLIENTS_TIME_ZONE): string {
  let formatter = shortDateFormats.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('lt-LT', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    shortDateFormats.set(timeZone, formatter);
  }
  return formatter.format(new Date(instant));
}

/** "2027 m. kovo 18 d., 10:00–11:00". */
export function formatVisitWhen(visit: Pick<AdminClientVisit, 'start' | 'end'>, timeZone = CLIENTS_TIME_ZONE): string {
  return `${formatClientDate(visit.start, timeZone)}, ${formatTimeRange(visit.start, visit.end, timeZone)}`;
}

// A small table, not `messages.appointmentStatus[status]`: computed lookups stay per feature.
export const VISIT_STATUS_LABELS: Readonly<Record<AdminClientVisit['status'], string>> = {
  pending: messages.appointmentStatus.pending,
  confirmed: messages.appointmentStatus.confirmed,
  declined: messages.appointmentStatus.declined,
  cancelled: messages.appointmentStatus.cancelled,
  completed: messages.appointmentStatus.completed,
  no_show: messages.appointmentStatus.no_show,
};

/** A `tel:` link of a phone number as written ("+370 612 34567" → "tel:+37061234567"). */
export function telHref(phone: string): string {
  return phoneHref(phone);
}
