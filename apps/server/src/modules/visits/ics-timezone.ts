/**
 * The VTIMEZONE of a calendar file (RFC 5545 §3.6.5), computed with luxon from the IANA zone
 * itself: every TZID the file names must be defined in it, or calendars (Outlook among them)
 * guess. For a zone with summer time (Europe/Vilnius: EET +02:00, EEST +03:00, switching on the
 * last Sunday of March and of October at 01:00 UTC) it writes a STANDARD and a DAYLIGHT part,
 * each with a yearly rule read from that year's switch; for a zone without, one STANDARD part.
 */
import { DateTime } from 'luxon';

const CRLF = '\r\n';

/** `+0300` */
function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
}

interface Switch {
  /** The first instant of the new offset. */
  at: DateTime;
  from: number;
  to: number;
}

/** The moments in `year` when the zone's UTC offset changes (hour precision: every zone switches on the hour or half hour). */
function switchesIn(zone: string, year: number): Switch[] {
  const found: Switch[] = [];
  let day = DateTime.fromObject({ year, month: 1, day: 1 }, { zone: 'utc' });
  const end = day.plus({ years: 1 });
  while (day < end) {
    const next = day.plus({ days: 1 });
    const before = day.setZone(zone).offset;
    if (next.setZone(zone).offset !== before) {
      // Find the first quarter hour of the new offset within this day.
      let at = day;
      while (at.setZone(zone).offset === before) at = at.plus({ minutes: 15 });
      found.push({ at, from: before, to: at.setZone(zone).offset });
    }
    day = next;
  }
  return found;
}

const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];

/** The yearly rule of a switch: "the last Sunday of March" (`-1SU`) or "the 2nd Sunday" (`2SU`). */
function yearlyRule(local: DateTime): string {
  const weekday = WEEKDAYS[local.weekday - 1]!;
  const last = local.day + 7 > local.daysInMonth!;
  const nth = last ? -1 : Math.ceil(local.day / 7);
  return `FREQ=YEARLY;BYMONTH=${local.month};BYDAY=${nth}${weekday}`;
}

/** The day in 1970 that a yearly rule names (a rule's DTSTART must be its own first occurrence). */
function firstOccurrence(local: DateTime): DateTime {
  const month = DateTime.fromObject(
    { year: 1970, month: local.month, day: 1, hour: local.hour, minute: local.minute },
    { zone: 'utc' },
  );
  const nthOfMonth = Math.ceil(local.day / 7);
  const isLast = local.day + 7 > local.daysInMonth!;
  const firstWeekday = month.plus({ days: (local.weekday - month.weekday + 7) % 7 });
  if (!isLast) return firstWeekday.plus({ weeks: nthOfMonth - 1 });
  let day = firstWeekday;
  while (day.plus({ weeks: 1 }).month === local.month) day = day.plus({ weeks: 1 });
  return day;
}

/** Components already written, by zone and year: finding a year's switches reads the zone 730 times. */
const written = new Map<string, string | null>();
/** Zones × years kept at most (a business has one zone; the year changes once a year). */
const WRITTEN_MAX = 64;

/**
 * The VTIMEZONE component of `zone`, with the rules in force in `year` (default: this year)
 * reaching back to 1970 — so every visit's time, before or after this year's switches, is
 * converted by them — or null for a zone luxon does not know. Written once per zone and year:
 * every mail of a booking carries one, and computing it costs about 15 ms.
 */
export function vtimezone(zone: string, year = DateTime.utc().year): string | null {
  const key = `${zone}\n${year}`;
  const kept = written.get(key);
  if (kept !== undefined) return kept;
  const component = writeVtimezone(zone, year);
  if (written.size >= WRITTEN_MAX) written.delete(written.keys().next().value!);
  written.set(key, component);
  return component;
}

function writeVtimezone(zone: string, year: number): string | null {
  if (!DateTime.local().setZone(zone).isValid) return null;
  const switches = switchesIn(zone, year);
  const lines = ['BEGIN:VTIMEZONE', `TZID:${zone}`, `X-LIC-LOCATION:${zone}`];
  if (switches.length === 2) {
    for (const change of switches) {
      const kind = change.to > change.from ? 'DAYLIGHT' : 'STANDARD';
      // DTSTART is the wall-clock time just before the switch, in the offset it switches from.
      const local = change.at.setZone('utc').plus({ minutes: change.from });
      lines.push(
        `BEGIN:${kind}`,
        `TZOFFSETFROM:${offsetText(change.from)}`,
        `TZOFFSETTO:${offsetText(change.to)}`,
        `DTSTART:${firstOccurrence(local).toFormat("yyyyLLdd'T'HHmmss")}`,
        `RRULE:${yearlyRule(local)}`,
        `END:${kind}`,
      );
    }
  } else {
    // No summer time that year (or a one-off change): the offset in force at the year's middle.
    const offset = DateTime.fromObject({ year, month: 7, day: 1 }, { zone }).offset;
    lines.push(
      'BEGIN:STANDARD',
      `TZOFFSETFROM:${offsetText(offset)}`,
      `TZOFFSETTO:${offsetText(offset)}`,
      'DTSTART:19700101T000000',
      'END:STANDARD',
    );
  }
  lines.push('END:VTIMEZONE');
  return lines.join(CRLF);
}
