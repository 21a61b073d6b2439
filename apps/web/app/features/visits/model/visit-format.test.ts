import { describe, expect, it } from 'vitest';
import {
  cancelUntilText,
  displayPhone,
  formatDeadline,
  STATUS_COLORS,
  STATUS_LABELS,
  visitLongDate,
  visitTime,
} from './visit-format';
import { icsUrl, visitsUrl } from '~/features/visits/api/visits-api';

const business = { timeZone: 'Europe/Vilnius' } as const;
// Summer time starts on Sunday 2027-03-28 at 03:00 in Vilnius.
const beforeChange = { start: '2027-03-27T21:30:00.000Z', end: '2027-03-27T22:30:00.000Z', business };
const afterChange = { start: '2027-03-28T07:00:00.000Z', end: '2027-03-28T08:30:00.000Z', business };

describe('visit format', () => {
  it('shows every status in words, each in its own colour', () => {
    expect(STATUS_LABELS).toEqual({
      pending: 'Laukia patvirtinimo',
      confirmed: 'Patvirtintas',
      declined: 'Atmestas',
      cancelled: 'Atšauktas',
      completed: 'Įvykęs',
      no_show: 'Neatvyko',
    });
    expect(new Set(Object.values(STATUS_COLORS)).size).toBe(6);
  });

  it('writes dates in the seed formats and times in Vilnius, across the summer time change', () => {
    expect(visitLongDate(afterChange)).toBe('sekmadienis, kovo 28 d.');
    expect(visitTime(afterChange)).toBe('10:00–11:30');
    // 23:30 on Saturday in Vilnius is still Saturday there.
    expect(visitLongDate(beforeChange)).toBe('šeštadienis, kovo 27 d.');
    expect(visitTime(beforeChange)).toBe('23:30–00:30');
  });

  it('says until when a visit can be cancelled', () => {
    expect(cancelUntilText({ cancelUntil: '2027-03-27T07:00:00.000Z', business })).toBe(
      'Atšaukti internetu galima iki: šeštadienis, kovo 27 d., 09:00.',
    );
  });

  it('writes the cancellation deadline in hours, or in days from two days up', () => {
    expect(formatDeadline(1440)).toBe('24 val.');
    expect(formatDeadline(90)).toBe('1 val. 30 min.');
    expect(formatDeadline(2880)).toBe('2 d.');
    expect(formatDeadline(10_080)).toBe('7 d.');
    expect(formatDeadline(3000)).toBe('50 val.');
  });

  it('groups a phone number as the product does everywhere', () => {
    expect(displayPhone('+37061234501')).toBe('+370 612 34501');
    expect(displayPhone('+37052123456')).toBe('+370 5 212 3456');
    expect(displayPhone('+4915112345678')).toBe('+49 15112345678');
  });

  it('builds the API addresses', () => {
    expect(visitsUrl('past', 2, 'studija-aiste')).toBe('/api/user/appointments?scope=past&page=2&business=studija-aiste');
    expect(visitsUrl('upcoming', 1)).toBe('/api/user/appointments?scope=upcoming&page=1');
    expect(icsUrl('a-b')).toBe('/api/user/appointment/a-b/ics');
  });
});
