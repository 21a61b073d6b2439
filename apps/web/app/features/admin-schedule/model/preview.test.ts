import { describe, expect, it } from 'vitest';
import type { AdminCalendar } from '@vizitas/shared/schemas/admin/calendar';
import { previewMondays, previewWeek } from './preview';

type Visit = AdminCalendar['appointments'][number];

function visit(id: string, specialistId: string, start: string, status: Visit['status']): Visit {
  const end = new Date(Date.parse(start) + 30 * 60_000).toISOString();
  return {
    id,
    specialistId,
    start,
    end,
    status,
    clientName: '',
    clientPhone: null,
    services: [],
    priceCents: 0,
    durationMin: 30,
    hasNote: false,
  };
}

const calendar: AdminCalendar = {
  timeZone: 'Europe/Vilnius',
  from: '2027-03-22',
  to: '2027-03-23',
  specialists: [{ id: 'a', name: 'Aistė', title: null }],
  days: [
    {
      date: '2027-03-22',
      publicHoliday: null,
      publicHolidayExcluded: false,
      specialists: [{ specialistId: 'a', source: 'override', intervals: [['10:00', '14:00']] }],
    },
    {
      date: '2027-03-23',
      publicHoliday: 'Šventė',
      publicHolidayExcluded: true,
      specialists: [{ specialistId: 'a', source: 'weekly', intervals: [] }],
    },
  ],
  appointments: [
    // 23:30 UTC on the 22nd is already the 23rd in Vilnius.
    visit('1', 'a', '2027-03-22T23:30:00.000Z', 'confirmed'),
    visit('2', 'a', '2027-03-22T09:00:00.000Z', 'cancelled'),
    visit('3', 'b', '2027-03-22T09:00:00.000Z', 'pending'),
  ],
};

describe('the preview of the coming weeks', () => {
  it("takes one specialist's hours and why, and counts her holding visits by their Vilnius date", () => {
    expect(previewWeek(calendar, 'a', 'Europe/Vilnius')).toEqual([
      { date: '2027-03-22', source: 'override', intervals: [['10:00', '14:00']], holiday: null, holidayWorked: false, visits: 0 },
      { date: '2027-03-23', source: 'weekly', intervals: [], holiday: 'Šventė', holidayWorked: true, visits: 1 },
    ]);
    expect(previewWeek(undefined, 'a', 'Europe/Vilnius')).toBeNull();
  });

  it('shows four weeks from a Monday', () => {
    expect(previewMondays('2027-03-22')).toEqual(['2027-03-22', '2027-03-29', '2027-04-05', '2027-04-12']);
  });
});
