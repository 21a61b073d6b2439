import type { FastifyInstance, onRequestHookHandler } from 'fastify';
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
  const app = request.server;
  const answer = answerForUrl(app.context, request.url, app.context.now().getTime());
  if (answer === undefined) {
    done();
    return;
  }
  sendSharedAnswer(request, reply, answer);
};

/** Route options of the two shared-answer routes: they compress their own answers. */
const sharedAnswerRoute = { compress: false, decompress: false, onRequest: answerRepeatedUrl } as const;

/** The answer, kept for repeats of the HTTP request's URL (a page's call in process has none). */
function keptForUrl(app: FastifyInstance, http: HttpExchange | null, answer: CalendarAnswer): CalendarAnswer {
  if (http) rememberAnswerForUrl(app.context, http.request.url, answer);
  return answer;
}

/** The calendar's first read (the business's options, the same for everyone), a day's special hours, and its two hot reads. */
export const scheduleEndpoints = [
  defineEndpoint(calendarOptions, {
    handle: (app, { query }) => calendarOptionsOf(app.context, query.business, app.context.now().getTime()),
  }),
  defineEndpoint(dayInfo, { handle: (app, { query }) => dayInfoOf(app.context.db, query.business, query.date) }),
  defineEndpoint(availableDates, {
    route: sharedAnswerRoute,
    handle: async (app, { query }, _actor, http) =>
      keptForUrl(app, http, await availableDatesAnswer(app.context, query, app.context.now().getTime())),
  }),
  defineEndpoint(availableTimeSlots, {
    route: sharedAnswerRoute,
    handle: async (app, { query }, _actor, http) =>
      keptForUrl(app, http, await availableTimeSlotsAnswer(app.context, query, app.context.now().getTime())),
  }),
];
