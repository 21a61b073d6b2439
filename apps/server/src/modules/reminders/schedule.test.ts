import { describe, expect, it } from 'vitest';
import { completionAt, dueReminders, reminderDueAt, reviewRequestDueAt } from './schedule.ts';

const VILNIUS = 'Europe/Vilnius';
const at = (iso: string) => new Date(iso);

describe('when a reminder is due', () => {
  it('the day before at the same wall time, also when the clocks go forward that night (last Sunday of March: 23 real hours)', () => {
    // Sunday 2027-03-28 10:00 Vilnius is 07:00Z (UTC+3 from 04:00 that night); Saturday 10:00 is 08:00Z (UTC+2).
    expect(reminderDueAt(at('2027-03-28T07:00:00Z'), 1440, VILNIUS).toISOString()).toBe('2027-03-27T08:00:00.000Z');
  });

  it('the day before at the same wall time when the clocks go back (last Sunday of October: 25 real hours)', () => {
    // Sunday 2027-10-31 10:00 Vilnius is 08:00Z (UTC+2 again); Saturday 10:00 is 07:00Z (UTC+3).
    expect(reminderDueAt(at('2027-10-31T08:00:00Z'), 1440, VILNIUS).toISOString()).toBe('2027-10-30T07:00:00.000Z');
  });

  it('two real hours before, moved to 08:00 on the wall when that falls in the night — on the morning the clocks change too', () => {
    // Sunday 2027-03-28 09:00 Vilnius (06:00Z): 2 h before is 07:00 local (04:00Z), in the night → 08:00 local = 05:00Z.
    expect(reminderDueAt(at('2027-03-28T06:00:00Z'), 120, VILNIUS).toISOString()).toBe('2027-03-28T05:00:00.000Z');
    // Sunday 2027-10-31 09:30 Vilnius (07:30Z): 2 h before is 07:30 local → 08:00 local = 06:00Z.
    expect(reminderDueAt(at('2027-10-31T07:30:00Z'), 120, VILNIUS).toISOString()).toBe('2027-10-31T06:00:00.000Z');
    // A day's 14:00 visit: 12:00, no shift.
    expect(reminderDueAt(at('2027-05-05T11:00:00Z'), 120, VILNIUS).toISOString()).toBe('2027-05-05T09:00:00.000Z');
  });

  it('a 24 h reminder of a morning visit the day before at 07:00 goes at 08:00 that day; one of 22:00 at 08:00 the next morning', () => {
    expect(reminderDueAt(at('2027-05-05T04:00:00Z'), 1440, VILNIUS).toISOString()).toBe('2027-05-04T05:00:00.000Z');
    // Visit Wednesday 22:30 Vilnius (19:30Z): Tuesday 22:30 is in the night → Wednesday 08:00 (05:00Z).
    expect(reminderDueAt(at('2027-05-05T19:30:00Z'), 1440, VILNIUS).toISOString()).toBe('2027-05-05T05:00:00.000Z');
  });
});

describe('which reminders are due now', () => {
  const visit = {
    startsAt: at('2027-05-05T11:00:00Z'), // Wednesday 14:00 Vilnius
    offsetsMin: [1440, 120],
    timeZone: VILNIUS,
    scheduledAt: at('2027-05-01T09:00:00Z'),
  };

  it('none before the first is due; the 24 h one from its instant; both once the 2 h one is due', () => {
    expect(dueReminders(visit, at('2027-05-04T10:59:59Z'))).toEqual([]);
    expect(dueReminders(visit, at('2027-05-04T11:00:00Z')).map((r) => r.kind)).toEqual(['reminder_24h']);
    expect(dueReminders(visit, at('2027-05-05T09:00:00Z')).map((r) => r.kind)).toEqual(['reminder_24h', 'reminder_2h']);
  });

  it('none once the visit has begun, none the business did not choose', () => {
    expect(dueReminders(visit, at('2027-05-05T11:00:00Z'))).toEqual([]);
    expect(dueReminders({ ...visit, offsetsMin: [] }, at('2027-05-05T10:00:00Z'))).toEqual([]);
    expect(dueReminders({ ...visit, offsetsMin: [120] }, at('2027-05-05T10:00:00Z')).map((r) => r.kind)).toEqual(['reminder_2h']);
  });

  it('a visit booked (or moved) after its reminder would have gone gets no such reminder — she has just been told', () => {
    const late = { ...visit, scheduledAt: at('2027-05-05T07:00:00Z') };
    expect(dueReminders(late, at('2027-05-05T09:30:00Z')).map((r) => r.kind)).toEqual(['reminder_2h']);
  });

  it('a 2 h reminder moved to 08:00 at or after the start is not sent', () => {
    // Visit at 08:00 Vilnius: 2 h before is 06:00 → 08:00, the start itself.
    const early = { ...visit, startsAt: at('2027-05-05T05:00:00Z'), offsetsMin: [120] };
    expect(dueReminders(early, at('2027-05-05T04:59:00Z'))).toEqual([]);
  });
});

describe('completion and the review request', () => {
  it('completed six hours after the end; the request then, or at 08:00 when that is in the night', () => {
    expect(completionAt(at('2027-05-05T12:00:00Z')).toISOString()).toBe('2027-05-05T18:00:00.000Z');
    // Ends 15:00 Vilnius → 21:00 → night → 08:00 next morning.
    expect(reviewRequestDueAt(at('2027-05-05T12:00:00Z')).toISOString()).toBe('2027-05-06T05:00:00.000Z');
    // Ends 10:00 Vilnius → 16:00 the same day.
    expect(reviewRequestDueAt(at('2027-05-05T07:00:00Z')).toISOString()).toBe('2027-05-05T13:00:00.000Z');
  });
});
