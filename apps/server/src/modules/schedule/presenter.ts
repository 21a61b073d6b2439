import type { holidays, scheduleOverrides } from '@vizitas/db';

export type HolidayRow = typeof holidays.$inferSelect;

export function presentHoliday(row: HolidayRow) {
  return { id: row.id, specialistId: row.specialistId, startDate: row.startDate, endDate: row.endDate, name: row.name };
}

export type OverrideRow = typeof scheduleOverrides.$inferSelect;

export function presentOverride(row: OverrideRow) {
  return { id: row.id, specialistId: row.specialistId, date: row.date, intervals: row.intervals, note: row.note };
}
