export { createHoliday, deleteHoliday, listHolidays, updateHoliday } from './holidays.ts';
export { listPublicHolidays, setPublicHolidayExcluded } from './public-holidays.ts';
export { createOverride, deleteOverride, listOverrides, updateOverride } from './schedule-overrides.ts';
export { getWeeklySchedule, replaceWeeklySchedule } from './weekly-schedule.ts';
