/**
 * @vizitas/booking-engine — pure booking computations: no I/O, no clock, no environment.
 * "Now" and the time zone are always arguments; instants are epoch milliseconds.
 */
export {
  MINUTES_PER_DAY,
  MS_PER_DAY,
  MS_PER_MINUTE,
  addDays,
  civilFromDayNumber,
  dateRange,
  dayNumberFromCivil,
  daysBetween,
  formatLocalDate,
  isLocalDate,
  parseLocalDate,
  tryParseLocalDate,
  weekdayOf,
  weekdayOfDayNumber,
  type CivilDate,
  type DayNumber,
  type LocalDate,
  type Weekday,
} from './local-date';
export {
  formatWallClockTime,
  parseWallClockTime,
  tryParseWallClockTime,
  type WallClockTime,
} from './wall-clock';
export {
  ZonedClock,
  epochMsToZonedDateTime,
  isValidTimeZone,
  localDateOf,
  offsetMinutesAt,
  zonedClock,
  zonedDateTimeToEpochMs,
  type DayOffsets,
  type LocalDateTime,
} from './zoned-time';
export {
  easterSunday,
  isLithuanianPublicHoliday,
  lithuanianPublicHolidays,
  lithuanianPublicHolidaysBetween,
  lithuanianPublicHolidaysOn,
  type PublicHoliday,
} from './public-holidays';
export {
  workingDay,
  type DateOverride,
  type DateRange,
  type WallClockInterval,
  type WeeklyHours,
  type WorkingDay,
  type WorkingDaySource,
  type WorkingHoursInput,
} from './working-hours';
export {
  MAX_WINDOW_DAYS,
  availableDates,
  availableDatesForAnySpecialist,
  availableSlotsForAnySpecialist,
  availableStartTimes,
  isStartTimeAvailable,
  visitLength,
  type BookingRules,
  type BusyInterval,
  type ServiceLength,
  type SlotRequest,
  type SpecialistAvailabilityInput,
  type SpecialistCandidate,
  type SpecialistSlot,
  type StartTimeRequest,
} from './slots';
export {
  APPOINTMENT_ACTIONS,
  APPOINTMENT_ACTION_NAMES,
  APPOINTMENT_STATUSES,
  FINAL_STATUSES,
  HOLDING_STATUSES,
  allowedActions,
  applyAction,
  canTransition,
  isAppointmentAction,
  isAppointmentStatus,
  isFinalStatus,
  isHoldingStatus,
  nextStatuses,
  type AppointmentAction,
  type AppointmentStatus,
  type HoldingStatus,
} from './appointment-status';
