import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminBusinessQuerySchema, adminIdParamsSchema, successSchema } from '@vizitas/shared/schemas/admin/common';
import {
  createHolidaySchema,
  holidayListQuerySchema,
  holidayListSchema,
  holidaySchema,
  savedHolidaySchema,
  updateHolidaySchema,
} from '@vizitas/shared/schemas/admin/holidays';
import { contextOf } from '#server/http/app-context.ts';
import { authorize } from '#server/core/authorize.ts';
import { canAdministerBusiness } from '#server/modules/business/index.ts';
import { businessScopeOf } from '#server/http/guards.ts';
import { errorResponses } from '#server/http/openapi.ts';
import {
  createHoliday,
  deleteHoliday,
  holidayOf,
  listHolidays,
  updateHoliday,
  withCancellations,
} from '#server/modules/schedule/index.ts';

/** `/api/admin/holidays`, `/api/admin/holiday/{id}`: the business's own days off (laisvadieniai). */
const adminHolidayRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    '/holidays',
    {
      schema: {
        tags: ['admin'],
        summary: 'Verslo laisvadieniai (pasirinktame laikotarpyje)',
        querystring: holidayListQuerySchema,
        response: { 200: holidayListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const scope = await businessScopeOf(request, request.query.business);
      authorize(canAdministerBusiness(scope));
      return { holidays: await listHolidays(db(), scope, request.query) };
    },
  );

  app.post(
    '/holidays',
    {
      schema: {
        tags: ['admin'],
        summary: 'Sukurti laisvadienį (visam verslui arba vienam specialistui)',
        querystring: adminBusinessQuerySchema,
        body: createHolidaySchema,
        response: { 201: savedHolidaySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const scope = await businessScopeOf(request, request.query.business);
      authorize(canAdministerBusiness(scope));
      const ctx = contextOf(app);
      const { result, cancelledAppointments } = await withCancellations(ctx, scope, request.body.cancelAppointments, () =>
        createHoliday(ctx, scope, request.body),
      );
      return reply.status(201).send({ ...result, cancelledAppointments });
    },
  );

  app.get(
    '/holiday/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Vienas laisvadienis',
        params: adminIdParamsSchema,
        querystring: adminBusinessQuerySchema,
        response: { 200: holidaySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const scope = await businessScopeOf(request, request.query.business);
      authorize(canAdministerBusiness(scope));
      return holidayOf(db(), scope, request.params.id);
    },
  );

  app.patch(
    '/holiday/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Redaguoti laisvadienį',
        params: adminIdParamsSchema,
        querystring: adminBusinessQuerySchema,
        body: updateHolidaySchema,
        response: { 200: savedHolidaySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const scope = await businessScopeOf(request, request.query.business);
      authorize(canAdministerBusiness(scope));
      const ctx = contextOf(app);
      const { result, cancelledAppointments } = await withCancellations(ctx, scope, request.body.cancelAppointments, () =>
        updateHoliday(ctx, scope, request.params.id, request.body),
      );
      return { ...result, cancelledAppointments };
    },
  );

  app.delete(
    '/holiday/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Ištrinti laisvadienį',
        params: adminIdParamsSchema,
        querystring: adminBusinessQuerySchema,
        response: { 200: successSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const scope = await businessScopeOf(request, request.query.business);
      authorize(canAdministerBusiness(scope));
      await deleteHoliday(contextOf(app), scope, request.params.id);
      return { success: true as const };
    },
  );
};

export default adminHolidayRoutes;
