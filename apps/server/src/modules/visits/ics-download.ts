import type { ReadContext } from '#server/core/context.ts';
import { isPriceFrom } from '@vizitas/shared';
import { calendarSequence } from '#server/modules/booking/index.ts';
import { visitCalendarFile, visitIcsFileName } from './ics.ts';
import { customerVisit } from './list-visits.ts';

/**
 * The calendar file of one of the customer's own visits (another customer's is "not found"), as
 * her "add to calendar" download gives it: the same UID and SEQUENCE as the mails' files.
 */
export async function customerVisitCalendarFile(
  reader: ReadContext,
  customerId: string,
  appointmentId: string,
  now: Date,
): Promise<{ fileName: string; content: string }> {
  const visit = await customerVisit(reader, customerId, appointmentId, now.getTime());
  const sequence = await calendarSequence(reader.db, visit.id);
  const calendarVisit = {
    id: visit.id,
    status: visit.status,
    start: visit.start,
    end: visit.end,
    timeZone: visit.business.timeZone,
    business: { name: visit.business.name, address: visit.business.address, phone: visit.business.phone },
    specialist: visit.specialist.name,
    services: visit.services.map((service) => service.name),
    priceCents: visit.priceCents,
    priceFrom: isPriceFrom(visit.services),
    sequence,
  };
  return {
    fileName: visitIcsFileName(calendarVisit),
    content: visitCalendarFile(calendarVisit, { stampedAt: now, method: 'publish' }),
  };
}
