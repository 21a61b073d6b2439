export { configureAvailabilityCache, DEFAULT_CACHE_SETTINGS, invalidateBookings, invalidateCatalogue } from './cache.ts';
export { type CalendarAnswer } from './calendar-answer.ts';
export {
  answerForUrl,
  availableDatesAnswer,
  availableDatesFor,
  availableTimeSlotsAnswer,
  availableTimeSlotsFor,
  calendarOptions,
  dayInfo,
  rememberAnswerForUrl,
} from './calendar.ts';
export { businessCatalogue, type BusinessCatalogue, type BusinessRow, findBusinessOrThrow, loadHeldTimes } from './catalogue.ts';
export { bookingRulesOf, candidatesOf } from './engine-input.ts';
export { resolveVisit, type VisitChoice, visitOf } from './visit-choice.ts';
