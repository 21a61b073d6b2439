import { describe, expect, it } from 'vitest';
import { formatDateTime, isWallTime, zonedDateTime, zonedInstant } from './appointment-time';

const VILNIUS = 'Europe/Vilnius';

describe('zonedInstant', () => {
  it('reads a winter and a summer time with their own offsets', () => {
    expect(zonedInstant('2027-01-15', '09:30', VILNIUS)).toBe('2027-01-15T07:30:00.000Z');
    expect(zonedInstant('2027-07-15', '09:30', VILNIUS)).toBe('2027-07-15T06:30:00.000Z');
  });

  it('on the spring DST day: before, in and after the missing hour', () => {
    // 2027-03-28: 03:00 EET becomes 04:00 EEST.
    expect(zonedInstant('2027-03-28', '02:59', VILNIUS)).toBe('2027-03-28T00:59:00.000Z');
    expect(zonedInstant('2027-03-28', '03:30', VILNIUS)).toBe('2027-03-28T01:30:00.000Z');
    expect(zonedDateTime('2027-03-28T01:30:00.000Z', VILNIUS)).toEqual({ date: '2027-03-28', time: '04:30' });
    expect(zonedInstant('2027-03-28', '04:00', VILNIUS)).toBe('2027-03-28T01:00:00.000Z');
    expect(zonedInstant('2027-03-28', '10:00', VILNIUS)).toBe('2027-03-28T07:00:00.000Z');
  });

  it('on the autumn DST day: the repeated hour is its first pass, the rest as usual', () => {
    // 2027-10-31: 04:00 EEST becomes 03:00 EET; 03:00–03:59 happens twice.
    expect(zonedInstant('2027-10-31', '02:30', VILNIUS)).toBe('2027-10-30T23:30:00.000Z');
    expect(zonedInstant('2027-10-31', '03:30', VILNIUS)).toBe('2027-10-31T00:30:00.000Z');
    expect(zonedInstant('2027-10-31', '04:00', VILNIUS)).toBe('2027-10-31T02:00:00.000Z');
    expect(zonedInstant('2027-10-31', '18:00', VILNIUS)).toBe('2027-10-31T16:00:00.000Z');
  });

  it('midnight and the last minute of a day', () => {
    expect(zonedInstant('2027-03-01', '00:00', VILNIUS)).toBe('2027-02-28T22:00:00.000Z');
    expect(zonedInstant('2027-12-31', '23:59', VILNIUS)).toBe('2027-12-31T21:59:00.000Z');
  });

  it('refuses malformed dates and times', () => {
    expect(zonedInstant('2027-02-30', '10:00', VILNIUS)).toBeNull();
    expect(zonedInstant('2027-02-10', '24:00', VILNIUS)).toBeNull();
    expect(zonedInstant('2027-02-10', '9:00', VILNIUS)).toBeNull();
    expect(zonedInstant('', '', VILNIUS)).toBeNull();
  });

  it('round-trips every quarter hour of both DST days except the missing hour', () => {
    for (const date of ['2027-03-28', '2027-10-31']) {
      for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
        const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
        if (date === '2027-03-28' && time.startsWith('03:')) continue;
        const instant = zonedInstant(date, time, VILNIUS)!;
        expect(zonedDateTime(instant, VILNIUS), `${date} ${time}`).toEqual({ date, time });
      }
    }
  });

  it('does not depend on the process zone: another zone gives other instants', () => {
    expect(zonedInstant('2027-07-15', '09:30', 'America/New_York')).toBe('2027-07-15T13:30:00.000Z');
  });
});

describe('formatting', () => {
  it('a time is HH:MM within the day', () => {
    expect(isWallTime('00:00')).toBe(true);
    expect(isWallTime('23:59')).toBe(true);
    expect(isWallTime('24:00')).toBe(false);
    expect(isWallTime('7:05')).toBe(false);
  });

  it('history times read in Vilnius', () => {
    expect(formatDateTime('2027-10-31T00:30:00.000Z', VILNIUS)).toBe('2027-10-31 03:30');
    expect(formatDateTime('2027-10-31T01:30:00.000Z', VILNIUS)).toBe('2027-10-31 03:30');
    expect(formatDateTime('2027-01-01T12:00:00.000Z', VILNIUS)).toBe('2027-01-01 14:00');
  });
});
