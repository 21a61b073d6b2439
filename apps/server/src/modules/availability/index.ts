export { DEFAULT_CACHE_SETTINGS, OFF as CACHES_OFF, configureAvailabilityCache, invalidateBookings, invalidateCatalogue } from './cache.ts';
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
export { businessCatalogue, chargeToCatalogue, findBusinessOrThrow, type BusinessCatalogue, type BusinessRow } from './catalogue.ts';
export { loadHeldTimes } from './calendar-input.ts';
export { bookingRulesOf, candidatesOf } from './engine-input.ts';
export { availabilityReactions } from './reactions.ts';
export { resolveVisit, visitOf, type VisitChoice } from './visit-choice.ts';
