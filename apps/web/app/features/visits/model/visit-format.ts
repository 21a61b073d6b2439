/** How a visit reads on the page: status words and colours, dates in the business's time zone. */
import { format, formatPhone, messages } from '@vizitas/shared';
import type { CustomerVisit } from '@vizitas/shared/schemas/appointment';
import { formatLongDateAt, formatTime, formatTimeRange } from '~/lib/dates';

type AppointmentStatus = CustomerVisit['status'];
/** What the date helpers need of a visit: its times and its business's time zone. */
type Zoned = { business: { timeZone: string } };

// A small table (not `messages.appointmentStatus[status]`): computed lookups stay per feature.
export const STATUS_LABELS: Readonly<Record<AppointmentStatus, string>> = {
  pending: messages.appointmentStatus.pending,
  confirmed: messages.appointmentStatus.confirmed,
  declined: messages.appointmentStatus.declined,
  cancelled: messages.appointmentStatus.cancelled,
  completed: messages.appointmentStatus.completed,
  no_show: messages.appointmentStatus.no_show,
};

/** Mantine colours of the status badge. */
export const STATUS_COLORS: Readonly<Record<AppointmentStatus, string>> = {
  pending: 'yellow',
  confirmed: 'teal',
  declined: 'red',
  cancelled: 'gray',
  completed: 'blue',
  no_show: 'orange',
};

/** The visit still holds its time (waiting or confirmed). */
export function isActive(visit: Pick<CustomerVisit, 'status'>): boolean {
  return visit.status === 'pending' || visit.status === 'confirmed';
}

/**
 * "pirmadienis, kovo 23 d." in the business's time zone: the seed's long format, the one format
 * of every date on the visits page (upcoming and earlier visits, the cancellation deadline).
 */
export function visitLongDate(visit: Pick<CustomerVisit, 'start'> & Zoned): string {
  return formatLongDateAt(visit.start, visit.business.timeZone);
}

/** "14:00–15:30" in the business's time zone. */
export function visitTime(visit: Pick<CustomerVisit, 'start' | 'end'> & Zoned): string {
  return formatTimeRange(visit.start, visit.end, visit.business.timeZone);
}

/** "Atšaukti internetu galima iki: antradienis, kovo 22 d., 14:00." */
export function cancelUntilText(visit: Pick<CustomerVisit, 'cancelUntil'> & Zoned): string {
  const timeZone = visit.business.timeZone;
  return format(messages.visits.cancelUntil, {
    date: formatLongDateAt(visit.cancelUntil, timeZone),
    time: formatTime(visit.cancelUntil, timeZone),
  });
}

/** "+370 612 34501": the product's one phone formatter (`formatPhone` of `@vizitas/shared`). */
export function displayPhone(phone: string): string {
  return formatPhone(phone);
}

/** The cancellation deadline ("24 val.", "7 d."): one formatter for the visits and the booking page. */
export { formatDeadline } from '~/lib/format';
