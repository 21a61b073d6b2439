import ICAL from 'ical.js';

/** A calendar file (`.ics`) read back by ical.js, a parser we did not write. */
export interface CalendarFileEvent {
  method: string | null;
  uid: string;
  sequence: number;
  status: string | null;
  /** The zone DTSTART names (`TZID`). */
  startZone: string | null;
  /** DTSTART as an instant, through the file's own VTIMEZONE. */
  start: string;
}

export function readCalendarFile(ics: string): CalendarFileEvent {
  // ical.js binds zones while parsing: register the file's own VTIMEZONE first.
  ICAL.TimezoneService.reset();
  for (const zone of new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  }
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  const method = calendar.getFirstPropertyValue('method');
  const status = vevent.getFirstPropertyValue('status');
  const zone = vevent.getFirstProperty('dtstart')!.getParameter('tzid');
  return {
    method: method === null ? null : String(method),
    uid: String(vevent.getFirstPropertyValue('uid')),
    sequence: Number(vevent.getFirstPropertyValue('sequence') ?? 0),
    status: status === null ? null : String(status),
    startZone: typeof zone === 'string' ? zone : null,
    start: new ICAL.Event(vevent).startDate.toJSDate().toISOString(),
  };
}
