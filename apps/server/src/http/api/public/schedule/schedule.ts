import type { onRequestHookHandler } from 'fastify';
import type { AppContext } from '#server/core/context.ts';
import {
  answerForUrl,
  availableDatesAnswer,
  availableTimeSlotsAnswer,
  calendarOptions as calendarOptionsOf,
  dayInfo as dayInfoOf,
  rememberAnswerForUrl,
  type CalendarAnswer,
} from '#server/modules/availability/index.ts';
import { sendSharedAnswer } from '#server/http/send-shared-answer.ts';
import { defineEndpoint, type HttpExchange } from '#server/http/endpoint.ts';
import { availableDates, availableTimeSlots, calendarOptions, dayInfo } from '@vizitas/shared/api/public/schedule';

/**
 * The calendar's two hot answers are shared by everyone asking within the minute, as JSON text
 * compressed once (`CalendarAnswer`). A repeat of a URL that was just answered is answered in the
 * route's first hook, before its query is parsed again; anything else goes the whole way, and its
 * answer is kept for repeats of its URL. These routes compress their own answers, so the
 * compression plugin stays out of them.
 */
const answerRepeatedUrl: onRequestHookHandler = (request, reply, done) => {
  const ctx = request.server.context;
  const answer = answerForUrl(ctx, request.url, ctx.now().getTime());
  if (answer === undefined) {
    done();
    return;
  }
  sendSharedAnswer(request, reply, answer);
};

/** Route options of the two shared-answer routes: they compress their own answers. */
const sharedAnswerRoute = { compress: false, decompress: false, onRequest: answerRepeatedUrl } as const;

/** The answer, kept for repeats of the HTTP request's URL (a page's call in process has none). */
function keptForUrl(ctx: AppContext, http: HttpExchange | null, answer: CalendarAnswer): CalendarAnswer {
  if (http) rememberAnswerForUrl(ctx, http.request.url, answer);
  return answer;
}

/** The calendar's first read (the business's options, the same for everyone), a day's special hours, and its two hot reads. */
export const scheduleEndpoints = [
  defineEndpoint(calendarOptions, {
    handle: (ctx, _actor, { query }) => calendarOptionsOf(ctx, query.business, ctx.now().getTime()),
  }),
  defineEndpoint(dayInfo, { handle: (ctx, _actor, { query }) => dayInfoOf(ctx.db, query.business, query.date) }),
  defineEndpoint(availableDates, {
    route: sharedAnswerRoute,
    handle: async (ctx, _actor, { query }, http) =>
      keptForUrl(ctx, http, await availableDatesAnswer(ctx, query, ctx.now().getTime())),
  }),
  defineEndpoint(availableTimeSlots, {
    route: sharedAnswerRoute,
    handle: async (ctx, _actor, { query }, http) =>
      keptForUrl(ctx, http, await availableTimeSlotsAnswer(ctx, query, ctx.now().getTime())),
  }),
];
