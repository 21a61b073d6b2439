import { describe, expect, it } from 'vitest';
import { formatTime } from '~/lib/dates';
import { findSlot, groupSlots, nearestSlots, periodOf, uniqueSlots, type Slot } from './booking-slots';

const slot = (start: string, specialistId = 'a'): Slot => ({
  start,
  end: new Date(Date.parse(start) + 3_600_000).toISOString(),
  specialistId,
});

describe('grouping', () => {
  it('splits the day into morning, afternoon and evening in local time', () => {
    expect(periodOf(11)).toBe('morning');
    expect(periodOf(12)).toBe('afternoon');
    expect(periodOf(17)).toBe('evening');
    const groups = groupSlots([
      slot('2027-03-26T15:00:00.000Z'), // 17:00
      slot('2027-03-26T07:00:00.000Z'), // 09:00
      slot('2027-03-26T09:45:00.000Z'), // 11:45
      slot('2027-03-26T10:00:00.000Z'), // 12:00
    ]);
    expect(groups.map((g) => [g.period, g.slots.map((s) => formatTime(s.start))])).toEqual([
      ['morning', ['09:00', '11:45']],
      ['afternoon', ['12:00']],
      ['evening', ['17:00']],
    ]);
  });

  it('leaves out empty groups and duplicate start times', () => {
    const groups = groupSlots([slot('2027-03-26T07:00:00.000Z', 'a'), slot('2027-03-26T07:00:00.000Z', 'b')]);
    expect(groups).toEqual([{ period: 'morning', slots: [slot('2027-03-26T07:00:00.000Z', 'a')] }]);
    expect(groupSlots([])).toEqual([]);
    expect(uniqueSlots([slot('2027-03-26T08:00:00.000Z'), slot('2027-03-26T07:00:00+00:00')]).map((s) => s.start)).toEqual([
      '2027-03-26T07:00:00+00:00',
      '2027-03-26T08:00:00.000Z',
    ]);
  });
});

describe('nearest free times', () => {
  const day = ['07:00', '07:15', '08:00', '09:30', '12:00', '13:00', '14:00', '15:00'].map((t) =>
    slot(`2027-03-26T${t}:00.000Z`),
  );

  it('offers the closest times around the taken one, in time order', () => {
    const nearest = nearestSlots(day, '2027-03-26T09:00:00.000Z', 4);
    expect(nearest.map((s) => s.start.slice(11, 16))).toEqual(['07:00', '07:15', '08:00', '09:30']);
  });

  it('never offers the taken time itself and copes with an empty day', () => {
    expect(nearestSlots(day, '2027-03-26T08:00:00.000Z', 2).map((s) => s.start.slice(11, 16))).toEqual(['07:00', '07:15']);
    expect(nearestSlots([], '2027-03-26T08:00:00.000Z')).toEqual([]);
  });

  it('finds a slot by its instant whatever the ISO spelling', () => {
    expect(findSlot(day, '2027-03-26T10:00:00+01:00')).toBeUndefined();
    expect(findSlot(day, '2027-03-26T10:30:00+01:00')?.start).toBe('2027-03-26T09:30:00.000Z');
  });
});
