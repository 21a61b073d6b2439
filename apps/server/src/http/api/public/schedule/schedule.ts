import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  availableDatesQuerySchema,
  availableDatesSchema,
  availableTimeSlotsQuerySchema,
  availableTimeSlotsSchema,
} from '@vizitas/shared/schemas/schedule';
import {
  answerForUrl,
  availableDatesAnswer,
  availableTimeSlotsAnswer,
  calendarOptions as calendarOptionsOf,
  dayInfo as dayInfoOf,
  rememberAnswerForUrl,
  type CalendarAnswer,
} from '#server/modules/availability/index.ts';
import { errorResponses } from '#server/http/openapi.ts';
import { sendSharedAnswer } from '#server/http/send-shared-answer.ts';
import { defineEndpoint } from '#server/http/endpoint.ts';
import { calendarOptions, dayInfo } from '@vizitas/shared/api/public/schedule';

/** The calendar's first read (the business's options, the same for everyone) and a day's special hours. */
export const scheduleEndpoints = [
  defineEndpoint(calendarOptions, {
    handle: (app, { query }) => calendarOptionsOf(app.context, query.business, app.now().getTime()),
  }),
  defineEndpoint(dayInfo, { handle: (app, { query }) => dayInfoOf(app.database.db, query.business, query.date) }),
];

/**
 * The calendar's two hot answers are shared by everyone asking within the minute, as JSON text
 * compressed once (`CalendarAnswer`). A repeat of a URL that was just answered is answered in the
 * route's first hook, before its query is parsed again; anything else goes the whole way. These
 * routes compress their own answers, so the compression plugin stays out of them.
 */
function sharedAnswerHook(app: FastifyInstance): onRequestHookHandler {
  return (request, reply, done) => {
    const answer = answerForUrl(app.context, request.url, app.now().getTime());
    if (answer === undefined) {
      done();
      return;
    }
    sendSharedAnswer(request, reply, answer);
  };
}

/** Sends a calendar answer (its text is of the route's answer type) and keeps it for repeats of the URL. */
function sendShared<T>(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, answer: CalendarAnswer): T {
  rememberAnswerForUrl(app.context, request.url, answer);
  return sendSharedAnswer(request, reply, answer) as unknown as T;
}

/** What the booking calendar asks: options, available dates, time slots, special days. */
const scheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Route options of the two shared-answer routes: they compress their own answers. */
  const sharedAnswerRoute = { compress: false, decompress: false, onRequest: sharedAnswerHook(app) } as const;

  app.get(
    '/schedule/available-dates',
    {
      schema: {
        tags: ['public'],
        summary: 'Datos, kuriomis yra laisvo laiko pasirinktoms paslaugoms',
        querystring: availableDatesQuerySchema,
        response: { 200: availableDatesSchema, ...errorResponses(400, 404, 422) },
      },
      ...sharedAnswerRoute,
    },
    async (request, reply) =>
      sendShared<z.infer<typeof availableDatesSchema>>(
        app,
        request,
        reply,
        await availableDatesAnswer(app.context, request.query, app.now().getTime()),
      ),
  );

  app.get(
    '/schedule/available-time-slots',
    {
      schema: {
        tags: ['public'],
        summary: 'Laisvi pradžios laikai vieną dieną',
        querystring: availableTimeSlotsQuerySchema,
        response: { 200: availableTimeSlotsSchema, ...errorResponses(400, 404, 422) },
      },
      ...sharedAnswerRoute,
    },
    async (request, reply) =>
      sendShared<z.infer<typeof availableTimeSlotsSchema>>(
        app,
        request,
        reply,
        await availableTimeSlotsAnswer(app.context, request.query, app.now().getTime()),
      ),
  );
};

export default scheduleRoutes;
