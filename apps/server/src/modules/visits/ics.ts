/**
 * A calendar file (RFC 5545) for one visit. Times are written in UTC (`...Z`), which every
 * calendar shows in its own zone, so no VTIMEZONE is needed; text is escaped and lines are folded
 * at 75 octets without splitting a UTF-8 character.
 */
import { format, messages } from '@vizitas/shared';
import type { CustomerVisit } from '@vizitas/shared/schemas/appointment';

const CRLF = '\r\n';
const MAX_LINE_OCTETS = 75;
/** Domain part of the UID: stable for a visit whatever the host it is downloaded from. */
export const ICS_UID_DOMAIN = 'vizitas.lt';

/** TEXT value escaping: backslash, semicolon, comma and line breaks. */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Splits a content line into lines of at most 75 octets, continuations starting with a space. */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    // A continuation line's leading space counts towards its 75 octets.
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** `20270328T070000Z` */
export function icsUtc(instant: string | Date): string {
  return new Date(instant)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

const priceFormat = (cents: number) =>
  new Intl.NumberFormat('lt-LT', {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
    maximumFractionDigits: cents % 100 === 0 ? 0 : 2,
  }).format(cents / 100);

const ICS_STATUS: Record<CustomerVisit['status'], string> = {
  pending: 'TENTATIVE',
  confirmed: 'CONFIRMED',
  completed: 'CONFIRMED',
  no_show: 'CONFIRMED',
  declined: 'CANCELLED',
  cancelled: 'CANCELLED',
};

const STATUS_WORDS: Record<CustomerVisit['status'], string> = {
  pending: messages.appointmentStatus.pending,
  confirmed: messages.appointmentStatus.confirmed,
  declined: messages.appointmentStatus.declined,
  cancelled: messages.appointmentStatus.cancelled,
  completed: messages.appointmentStatus.completed,
  no_show: messages.appointmentStatus.no_show,
};

/** The local date of the visit in the business's zone, `YYYY-MM-DD` (for the file name). */
export function visitLocalDate(visit: Pick<CustomerVisit, 'start' | 'business'>): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: visit.business.timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(visit.start));
}

export function visitIcsFileName(visit: Pick<CustomerVisit, 'start' | 'business'>): string {
  return format(messages.visits.ics.fileName, { date: visitLocalDate(visit) });
}

/** The whole .ics text of one visit; `stampedAt` is when the file is made (DTSTAMP). */
export function visitToIcs(visit: CustomerVisit, stampedAt: Date): string {
  const t = messages.visits.ics;
  const services = visit.services.map((service) => service.name).join(', ');
  // The demo and real addresses carry the city already: "Vilniaus g. 22, LT-01119 Vilnius".
  const location = visit.business.address ? `${visit.business.name}, ${visit.business.address}` : null;
  const description = [
    format(t.specialist, { name: visit.specialist.name }),
    format(t.services, { services }),
    format(t.price, { price: priceFormat(visit.priceCents) }),
    format(t.status, { status: STATUS_WORDS[visit.status] }),
    ...(visit.business.phone ? [format(t.phone, { phone: visit.business.phone })] : []),
  ].join('\n');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Vizitas//Vizitai//LT',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${visit.id}@${ICS_UID_DOMAIN}`,
    `DTSTAMP:${icsUtc(stampedAt)}`,
    `DTSTART:${icsUtc(visit.start)}`,
    `DTEND:${icsUtc(visit.end)}`,
    `SUMMARY:${escapeIcsText(format(t.summary, { services, business: visit.business.name }))}`,
    ...(location ? [`LOCATION:${escapeIcsText(location)}`] : []),
    `DESCRIPTION:${escapeIcsText(description)}`,
    `STATUS:${ICS_STATUS[visit.status]}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join(CRLF) + CRLF;
}
