import ICAL from 'ical.js';

/**
 * A calendar file read back by ical.js (a parser we did not write). Its own VTIMEZONE is
 * registered before the times are read (ical.js binds a TZID to its zone while parsing), so
 * `event.startDate.toJSDate()` converts by the file's zone definition alone.
 */
export function parseCalendar(text: string) {
  ICAL.TimezoneService.reset();
  for (const zone of new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  }
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT in the calendar file');
  return { calendar, vevent, event: new ICAL.Event(vevent) };
}
