export { configureAvailabilityCache, DEFAULT_CACHE_SETTINGS, invalidateBookings, invalidateCatalogue } from './cache.ts';
export { type CalendarAnswer } from './calendar-answer.ts';
export { answerForUrl, availableDatesAnswer, availableDatesFor, availableTimeSlotsAnswer, availableTimeSlotsFor, calendarOptions, dayInfo, rememberAnswerForUrl } from './calendar.ts';
export { bookingRulesOf, businessCatalogue, type BusinessCatalogue, type BusinessRow, candidatesOf, findBusinessOrThrow, loadHeldTimes, resolveVisit, type VisitChoice, visitOf } from './catalogue.ts';
