import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  availableDatesQuerySchema,
  availableDatesSchema,
  availableTimeSlotsQuerySchema,
  availableTimeSlotsSchema,
  calendarOptionsQuerySchema,
  calendarOptionsSchema,
  dayInfoQuerySchema,
  dayInfoSchema,
} from '@vizitas/shared/schemas/schedule';
import { availableDatesJson, availableTimeSlotsJson, calendarOptions, dayInfo } from '../../../../booking/availability.ts';
import { errorResponses } from '../../../../lib/openapi.ts';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * JSON already written from a value of the route's answer type (`availableDatesJson`,
 * `availableTimeSlotsJson` stringify exactly what `availableDatesFor` / `availableTimeSlotsFor`
 * return); Fastify sends a string with a JSON content type as it is.
 */
function asAnswer<T>(json: string): T {
  return json as unknown as T;
}

/** What the booking calendar asks: options, available dates, time slots, special days. */
const scheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/schedule/calendar-options',
    {
      schema: {
        tags: ['public'],
        summary: 'Registracijos kalendoriaus nustatymai: laiko juosta, datų ribos, paslaugos, specialistai',
        querystring: calendarOptionsQuerySchema,
        response: { 200: calendarOptionsSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => calendarOptions(app.database.db, request.query.business, app.now().getTime()),
  );

  app.get(
    '/schedule/available-dates',
    {
      schema: {
        tags: ['public'],
        summary: 'Datos, kuriomis yra laisvo laiko pasirinktoms paslaugoms',
        querystring: availableDatesQuerySchema,
        response: { 200: availableDatesSchema, ...errorResponses(400, 404, 422) },
      },
    },
    // Already JSON (shared by everyone asking the same within the minute): sent as it is.
    async (request, reply) =>
      reply
        .type(JSON_TYPE)
        .send(
          asAnswer<z.infer<typeof availableDatesSchema>>(
            await availableDatesJson(app.database.db, request.query, app.now().getTime()),
          ),
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
    },
    async (request, reply) =>
      reply
        .type(JSON_TYPE)
        .send(
          asAnswer<z.infer<typeof availableTimeSlotsSchema>>(
            await availableTimeSlotsJson(app.database.db, request.query, app.now().getTime()),
          ),
        ),
  );

  app.get(
    '/schedule/override',
    {
      schema: {
        tags: ['public'],
        summary: 'Tvarkaraščio pakeitimai, laisvadienis ar valstybinė šventė tą dieną',
        querystring: dayInfoQuerySchema,
        response: { 200: dayInfoSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => dayInfo(app.database.db, request.query.business, request.query.date),
  );
};

export default scheduleRoutes;
