/**
 * The calendar file (RFC 5545) of one visit, written by ical-generator from zoned luxon times in
 * the business's zone (its VTIMEZONE included). One visit is one event for its whole life:
 *
 * - UID `<appointment id>@vizitas.lt`, whatever the host the file comes from — the same UID the
 *   files downloaded before this writer carried, so a calendar that has the visit updates it;
 * - SEQUENCE: how many changes the customer can see the visit has had (time, specialist,
 *   services, status), counted from its history rows (booking's `calendarSequence`), so every
 *   later file outranks the earlier ones;
 * - in a mail (`method: 'itip'`): METHOD:REQUEST with the business as organiser and the customer
 *   as attendee, or METHOD:CANCEL with STATUS:CANCELLED once it is cancelled or declined; the
 *   customer's own download is METHOD:PUBLISH (a file opened by hand, not an invitation).
 */
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { DateTime } from 'luxon';
import type { AppointmentStatus } from '@vizitas/booking-engine';
import { format, formatPhone, formatPrice, messages } from '@vizitas/shared';
import { vtimezone } from './ics-timezone.ts';

/** Domain part of the UID: stable for a visit whatever the host it is downloaded from. */
export const ICS_UID_DOMAIN = 'vizitas.lt';

/** The calendar UID of a visit, for its whole life. */
export function visitUid(appointmentId: string): string {
  return `${appointmentId}@${ICS_UID_DOMAIN}`;
}

/** What a calendar file shows of a visit. */
export interface CalendarVisit {
  id: string;
  status: AppointmentStatus;
  /** ISO instants. */
  start: string;
  end: string;
  /** The business's IANA zone (Europe/Vilnius). */
  timeZone: string;
  business: { name: string; address: string | null; phone: string | null };
  specialist: string;
  services: string[];
  priceCents: number;
  /** One of the services has a starting price: "nuo 35,50 €". */
  priceFrom: boolean;
  /** Changes the customer has seen so far (booking's `calendarSequence`). */
  sequence: number;
}

export interface CalendarFileOptions {
  /** DTSTAMP: when the file is made. */
  stampedAt: Date;
  /**
   * `publish`: the customer's download. `itip`: the file of a mail — REQUEST, or CANCEL once the
   * visit is cancelled or declined — with its organiser (the business, at the sender's address)
   * and attendee (the customer).
   */
  method: 'publish' | 'itip';
  organizer?: { name: string; email: string };
  attendee?: { name: string; email: string };
}


const EVENT_STATUS: Record<AppointmentStatus, ICalEventStatus> = {
  pending: ICalEventStatus.TENTATIVE,
  confirmed: ICalEventStatus.CONFIRMED,
  completed: ICalEventStatus.CONFIRMED,
  no_show: ICalEventStatus.CONFIRMED,
  declined: ICalEventStatus.CANCELLED,
  cancelled: ICalEventStatus.CANCELLED,
};

const ATTENDEE_STATUS: Record<AppointmentStatus, ICalAttendeeStatus> = {
  pending: ICalAttendeeStatus.TENTATIVE,
  confirmed: ICalAttendeeStatus.ACCEPTED,
  completed: ICalAttendeeStatus.ACCEPTED,
  no_show: ICalAttendeeStatus.ACCEPTED,
  declined: ICalAttendeeStatus.DECLINED,
  cancelled: ICalAttendeeStatus.DECLINED,
};

/** Whether the visit no longer takes place (its file cancels the event). */
export function isCancelledVisit(status: AppointmentStatus): boolean {
  return status === 'cancelled' || status === 'declined';
}

/** The local date of the visit in the business's zone, `YYYY-MM-DD` (for the file name). */
export function visitLocalDate(visit: Pick<CalendarVisit, 'start' | 'timeZone'>): string {
  return DateTime.fromISO(visit.start, { zone: visit.timeZone }).toISODate()!;
}

/** `vizitas-2027-03-28.ics` */
export function visitIcsFileName(visit: Pick<CalendarVisit, 'start' | 'timeZone'>): string {
  return format(messages.visits.ics.fileName, { date: visitLocalDate(visit) });
}

/** The whole .ics text of one visit. */
export function visitCalendarFile(visit: CalendarVisit, options: CalendarFileOptions): string {
  const t = messages.visits.ics;
  const start = DateTime.fromISO(visit.start, { zone: visit.timeZone });
  const end = DateTime.fromISO(visit.end, { zone: visit.timeZone });
  const services = visit.services.join(', ');
  const cancelled = isCancelledVisit(visit.status);
  const method =
    options.method === 'publish'
      ? ICalCalendarMethod.PUBLISH
      : cancelled
        ? ICalCalendarMethod.CANCEL
        : ICalCalendarMethod.REQUEST;
  const calendar = ical({
    prodId: { company: 'Vizitas', product: 'Vizitai', language: 'LT' },
    method,
    // No zone of the calendar itself (DTSTAMP stays UTC); the event's zone gets its VTIMEZONE.
    timezone: { name: null, generator: (zone) => vtimezone(zone) },
  });
  // The demo and real addresses carry the city already: "Vilniaus g. 22, LT-01119 Vilnius".
  const location = visit.business.address ? `${visit.business.name}, ${visit.business.address}` : null;
  const description = [
    format(t.specialist, { name: visit.specialist }),
    format(t.services, { services }),
    format(t.price, { price: formatPrice(visit.priceCents, { from: visit.priceFrom }) }),
    format(t.status, { status: messages.appointmentStatus[visit.status] }),
    ...(visit.business.phone ? [format(t.phone, { phone: formatPhone(visit.business.phone) })] : []),
  ].join('\n');
  calendar.createEvent({
    id: visitUid(visit.id),
    sequence: visit.sequence,
    stamp: DateTime.fromJSDate(options.stampedAt, { zone: 'utc' }),
    start,
    end,
    timezone: visit.timeZone,
    summary: format(t.summary, { services, business: visit.business.name }),
    location,
    description,
    status: EVENT_STATUS[visit.status],
    ...(options.method === 'itip' && options.organizer ? { organizer: options.organizer } : {}),
    ...(options.method === 'itip' && options.attendee
      ? {
          attendees: [
            {
              ...options.attendee,
              role: ICalAttendeeRole.REQ,
              status: ATTENDEE_STATUS[visit.status],
              rsvp: false,
            },
          ],
        }
      : {}),
  });
  return calendar.toString();
}
