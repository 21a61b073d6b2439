export { createHoliday } from './create-holiday.ts';
export { createOverride } from './create-schedule-override.ts';
export { deleteHoliday } from './delete-holiday.ts';
export { deleteOverride } from './delete-schedule-override.ts';
export { getWeeklySchedule, listHolidays, listOverrides, listPublicHolidays } from './queries.ts';
export { replaceWeeklySchedule } from './replace-weekly-schedule.ts';
export { setPublicHolidayExcluded } from './set-public-holiday-excluded.ts';
export { updateHoliday } from './update-holiday.ts';
export { updateOverride } from './update-schedule-override.ts';
