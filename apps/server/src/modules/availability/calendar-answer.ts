import { SharedAnswer } from '#server/lib/shared-answer.ts';

/** What an answer was computed from: it answers again only while all of it still holds. */
export interface AnswerStamp {
  businessId: string;
  /** The business's invalidation count when the computation began (`AvailabilityCaches.generations`). */
  generation: number;
  /** `AvailabilityCaches.epoch` when the computation began (the caches' settings changed since: stale). */
  epoch: number;
  /** The calendar minute (`calendarMinute`) the answer was computed for: it speaks for no earlier instant. */
  fromMs: number;
  /** The last instant it still holds as time passes (`answerHoldsUntil`; Infinity: for ever). */
  untilMs: number;
  /** `performance.now()` after which it is stale (the appointments' time to live). */
  expiresAt: number;
}

/**
 * An answer of the booking calendar (available dates, time slots), shared by everyone asking
 * the same within the minute, with what it was computed from.
 */
export class CalendarAnswer extends SharedAnswer {
  constructor(
    json: string,
    readonly stamp: AnswerStamp,
  ) {
    super(json);
  }
}
