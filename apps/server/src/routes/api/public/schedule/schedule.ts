import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
import { availableDatesFor, availableTimeSlotsFor, calendarOptions, dayInfo } from '../../../../booking/availability.ts';
import { errorResponses } from '../../../../lib/openapi.ts';

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
    async (request) => ({ dates: await availableDatesFor(app.database.db, request.query, app.now().getTime()) }),
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
    async (request) => availableTimeSlotsFor(app.database.db, request.query, app.now().getTime()),
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
