/** How an appointment reads in the admin area: status words and colours, times in the business's zone. */
import { DEFAULT_TIME_ZONE, messages } from '@vizitas/shared';
import type { AdminAppointmentView } from '@vizitas/shared/schemas/admin/appointments';
import { formatShortDate, formatTimeRange, wallClock } from '~/lib/dates';
import type { AppointmentStatus } from './appointment-filters';

// A small table, not `messages.appointmentStatus[status]`: computed lookups stay per feature.
export const STATUS_LABELS: Readonly<Record<AppointmentStatus, string>> = {
  pending: messages.appointmentStatus.pending,
  confirmed: messages.appointmentStatus.confirmed,
  declined: messages.appointmentStatus.declined,
  cancelled: messages.appointmentStatus.cancelled,
  completed: messages.appointmentStatus.completed,
  no_show: messages.appointmentStatus.no_show,
};

/** The admin area shows times in Vilnius, the time zone of every business for now. */
export const ADMIN_TIME_ZONE = DEFAULT_TIME_ZONE;

/** "pirmadienis, kov 23" and "14:00–15:30" in the business's time zone, whatever the browser's. */
export function appointmentWhen(appointment: Pick<AdminAppointmentView, 'start' | 'end'>, timeZone = ADMIN_TIME_ZONE) {
  return {
    date: formatShortDate(wallClock(appointment.start, timeZone).date),
    time: formatTimeRange(appointment.start, appointment.end, timeZone),
  };
}

export function clientName(appointment: Pick<AdminAppointmentView, 'client'>): string {
  return appointment.client.name?.trim() || messages.adminAppointments.noClientName;
}

export function serviceNames(appointment: Pick<AdminAppointmentView, 'services'>): string {
  return appointment.services.map((service) => service.name).join(', ');
}

/** What the row offers: a waiting request can be confirmed or declined. */
export function allowedActions(appointment: Pick<AdminAppointmentView, 'status'>): Array<'confirm' | 'decline'> {
  return appointment.status === 'pending' ? ['confirm', 'decline'] : [];
}
