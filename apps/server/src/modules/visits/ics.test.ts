import { describe, expect, it } from 'vitest';
import { visitCalendarFile, visitIcsFileName, type CalendarVisit } from './ics.ts';
import { vtimezone } from './ics-timezone.ts';
import { parseCalendar } from '#server/testing/calendar.ts';

// Every file is read back by ical.js, a parser we did not write.

const VISIT: CalendarVisit = {
  id: '0b6f3c1e-5d2a-4c8e-9f3b-2a1d4e5f6a7b',
  status: 'confirmed',
  start: '2027-03-24T08:00:00.000Z',
  end: '2027-03-24T09:30:00.000Z',
  timeZone: 'Europe/Vilnius',
  business: { name: 'Salonas „Vizitai“', address: 'Vilniaus g. 22, LT-01119 Vilnius', phone: '+37061234501' },
  specialist: 'Rasa Testaitė',
  services: ['Moteriškas kirpimas', 'Plaukų dažymas; tonavimas \\ blizgesys'],
  priceCents: 9050,
  priceFrom: false,
  sequence: 0,
};
const STAMP = new Date('2027-03-22T08:00:00Z');

const parse = parseCalendar;

describe('a visit’s calendar file (ical-generator, read back by ical.js)', () => {
  it('keeps „nuo“ of a starting price', () => {
    const { event } = parse(visitCalendarFile({ ...VISIT, priceFrom: true }, { stampedAt: STAMP, method: 'publish' }));
    expect(event.description).toContain('Kaina: nuo 90,50\u00a0€');
  });

  it('names the visit, its time in Vilnius with the zone defined, and what it is', () => {
    const text = visitCalendarFile(VISIT, { stampedAt: STAMP, method: 'publish' });
    const { calendar, vevent, event } = parse(text);
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(event.uid).toBe(`${VISIT.id}@vizitas.lt`);
    expect(event.sequence).toBe(0);
    expect(vevent.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('Europe/Vilnius');
    expect(event.startDate.toString()).toBe('2027-03-24T10:00:00');
    expect(event.endDate.toString()).toBe('2027-03-24T11:30:00');
    expect(event.startDate.toJSDate().toISOString()).toBe(VISIT.start);
    expect(event.summary).toBe('Moteriškas kirpimas, Plaukų dažymas; tonavimas \\ blizgesys – Salonas „Vizitai“');
    expect(event.location).toBe('Salonas „Vizitai“, Vilniaus g. 22, LT-01119 Vilnius');
    expect(event.description).toContain('Specialistas: Rasa Testaitė');
    expect(event.description).toContain('Kaina: 90,50\u00a0€');
    expect(event.description).toContain('+370 612 34501');
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(vevent.getFirstPropertyValue('dtstamp')!.toString()).toBe('2027-03-22T08:00:00Z');
    expect(vevent.getFirstProperty('organizer')).toBeNull();
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(visitIcsFileName(VISIT)).toBe('vizitas-2027-03-24.ics');
  });

  it('in a mail: REQUEST with the business as organiser and the customer as attendee; CANCEL once it is off', () => {
    const people = {
      organizer: { name: 'Salonas „Vizitai“', email: 'no-reply@vizitas.lt' },
      attendee: { name: 'Ona Klientė', email: 'ona@example.lt' },
    };
    const request = parse(visitCalendarFile({ ...VISIT, sequence: 2 }, { stampedAt: STAMP, method: 'itip', ...people }));
    expect(request.calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(request.event.sequence).toBe(2);
    expect(String(request.vevent.getFirstPropertyValue('organizer')).toLowerCase()).toBe('mailto:no-reply@vizitas.lt');
    expect(String(request.vevent.getFirstPropertyValue('attendee')).toLowerCase()).toBe('mailto:ona@example.lt');
    expect(request.vevent.getFirstProperty('attendee')!.getParameter('partstat')).toBe('ACCEPTED');

    for (const status of ['cancelled', 'declined'] as const) {
      const cancel = parse(visitCalendarFile({ ...VISIT, status, sequence: 3 }, { stampedAt: STAMP, method: 'itip', ...people }));
      expect(cancel.calendar.getFirstPropertyValue('method')).toBe('CANCEL');
      expect(cancel.vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
      expect(cancel.event.uid).toBe(`${VISIT.id}@vizitas.lt`);
      expect(cancel.event.sequence).toBe(3);
    }
    const pending = parse(visitCalendarFile({ ...VISIT, status: 'pending' }, { stampedAt: STAMP, method: 'itip', ...people }));
    expect(pending.calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(pending.vevent.getFirstPropertyValue('status')).toBe('TENTATIVE');
  });

  it('is exact on both days the clocks change (the last Sundays of March and October)', () => {
    const cases = [
      // 2027-03-28: 03:00 EET becomes 04:00 EEST. 10:00 in Vilnius is 07:00 UTC.
      {
        start: '2027-03-28T07:00:00.000Z',
        end: '2027-03-28T08:30:00.000Z',
        local: '2027-03-28T10:00:00',
        localEnd: '2027-03-28T11:30:00',
      },
      // Just after the jump: 04:30 EEST is 01:30 UTC.
      {
        start: '2027-03-28T01:30:00.000Z',
        end: '2027-03-28T02:30:00.000Z',
        local: '2027-03-28T04:30:00',
        localEnd: '2027-03-28T05:30:00',
      },
      // 2027-10-31: 04:00 EEST becomes 03:00 EET. 10:00 in Vilnius is 08:00 UTC.
      {
        start: '2027-10-31T08:00:00.000Z',
        end: '2027-10-31T09:00:00.000Z',
        local: '2027-10-31T10:00:00',
        localEnd: '2027-10-31T11:00:00',
      },
      // 2026-10-25, a year earlier: 18:00 EET is 16:00 UTC.
      {
        start: '2026-10-25T16:00:00.000Z',
        end: '2026-10-25T17:00:00.000Z',
        local: '2026-10-25T18:00:00',
        localEnd: '2026-10-25T19:00:00',
      },
    ];
    for (const c of cases) {
      const { event, vevent } = parse(
        visitCalendarFile({ ...VISIT, start: c.start, end: c.end }, { stampedAt: STAMP, method: 'publish' }),
      );
      expect(vevent.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('Europe/Vilnius');
      expect(event.startDate.toString(), c.start).toBe(c.local);
      expect(event.endDate.toString(), c.end).toBe(c.localEnd);
      // Through the file's own VTIMEZONE back to the instant the database holds.
      expect(event.startDate.toJSDate().toISOString(), c.start).toBe(c.start);
      expect(event.endDate.toJSDate().toISOString(), c.end).toBe(c.end);
    }
  });

  it('defines Europe/Vilnius by its rules: +02:00 in winter, +03:00 from the last Sunday of March to the last of October', () => {
    const text = vtimezone('Europe/Vilnius', 2027)!;
    expect(text).toContain(
      'BEGIN:DAYLIGHT\r\nTZOFFSETFROM:+0200\r\nTZOFFSETTO:+0300\r\nDTSTART:19700329T030000\r\nRRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
    );
    expect(text).toContain(
      'BEGIN:STANDARD\r\nTZOFFSETFROM:+0300\r\nTZOFFSETTO:+0200\r\nDTSTART:19701025T040000\r\nRRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
    );
    // A zone without summer time: one STANDARD part.
    expect(vtimezone('Asia/Tokyo', 2027)).toContain('TZOFFSETFROM:+0900\r\nTZOFFSETTO:+0900');
    expect(vtimezone('Nowhere/Nothing', 2027)).toBeNull();
  });

  it('writes each zone and year once and gives the same component again, also after more than it keeps', () => {
    const first = vtimezone('Europe/Vilnius', 2027);
    // More zones × years than are kept: the oldest go, and are written again when asked.
    for (let year = 2000; year < 2070; year++) expect(vtimezone('America/New_York', year)).toContain('TZOFFSETTO:-0400');
    expect(vtimezone('Europe/Vilnius', 2027)).toBe(first);
    expect(vtimezone('America/New_York', 2030)).toContain('BEGIN:DAYLIGHT\r\nTZOFFSETFROM:-0500\r\nTZOFFSETTO:-0400');
  });
});
