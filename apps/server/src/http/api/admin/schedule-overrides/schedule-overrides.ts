import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminBusinessQuerySchema, adminIdParamsSchema } from '@vizitas/shared/schemas/admin/common';
import {
  createdScheduleOverrideSchema,
  createScheduleOverrideSchema,
  deletedScheduleOverrideSchema,
  deleteScheduleOverrideSchema,
  scheduleOverrideListQuerySchema,
  scheduleOverrideListSchema,
  scheduleOverrideSchema,
  updatedScheduleOverrideSchema,
  updateScheduleOverrideSchema,
} from '@vizitas/shared/schemas/admin/schedule-overrides';
import { contextOf } from '#server/http/app-context.ts';
import { authorize } from '#server/core/authorize.ts';
import { canAdministerBusiness } from '#server/modules/business/index.ts';
import { businessScopeOf } from '#server/http/guards.ts';
import { errorResponses } from '#server/http/openapi.ts';
import {
  createOverride,
  deleteOverride,
  listOverrides,
  overrideOf,
  updateOverride,
  withCancellations,
} from '#server/modules/schedule/index.ts';

/** `/api/admin/schedule-overrides`, `/api/admin/schedule-override/{id}`: tvarkaraščio pakeitimai. */
const adminScheduleOverrideRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const nowMs = () => app.now().getTime();

  app.get(
    '/schedule-overrides',
    {
      schema: {
        tags: ['admin'],
        summary: 'Tvarkaraščio pakeitimai laikotarpyje (numatytai – metai nuo šiandien)',
        querystring: scheduleOverrideListQuerySchema,
        response: { 200: scheduleOverrideListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const scope = await businessScopeOf(request, request.query.business);
      authorize(canAdministerBusiness(scope));
      return { overrides: await listOverrides(db(), scope, request.query, nowMs()) };
    },
  );

  app.post(
    '/schedule-overrides',
    {
      schema: {
        tags: ['admin'],
        summary: 'Sukurti tvarkaraščio pakeitimą dienai ar dienų laikotarpiui (kitas darbo laikas arba nedirbama)',
        querystring: adminBusinessQuerySchema,
        body: createScheduleOverrideSchema,
        response: { 201: createdScheduleOverrideSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const scope = await businessScopeOf(request, request.query.business);
      authorize(canAdministerBusiness(scope));
      const ctx = contextOf(app);
      const { result, cancelledAppointments } = await withCancellations(ctx, scope, request.body.cancelAppointments, () =>
        createOverride(ctx, scope, request.body, nowMs()),
      );
      return reply.status(201).send({ ...result, cancelledAppointments });
    },
  );

  app.get(
    '/schedule-override/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Vienas tvarkaraščio pakeitimas',
        params: adminIdParamsSchema,
        querystring: adminBusinessQuerySchema,
        response: { 200: scheduleOverrideSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const scope = await businessScopeOf(request, request.query.business);
      authorize(canAdministerBusiness(scope));
      return overrideOf(db(), scope, request.params.id);
    },
  );

  app.patch(
    '/schedule-override/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Redaguoti tvarkaraščio pakeitimą',
        params: adminIdParamsSchema,
        querystring: adminBusinessQuerySchema,
        body: updateScheduleOverrideSchema,
        response: { 200: updatedScheduleOverrideSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const scope = await businessScopeOf(request, request.query.business);
      authorize(canAdministerBusiness(scope));
      const ctx = contextOf(app);
      const { result, cancelledAppointments } = await withCancellations(ctx, scope, request.body.cancelAppointments, () =>
        updateOverride(ctx, scope, request.params.id, request.body, nowMs()),
      );
      return { ...result, cancelledAppointments };
    },
  );

  app.delete(
    '/schedule-override/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Ištrinti tvarkaraščio pakeitimą',
        params: adminIdParamsSchema,
        querystring: adminBusinessQuerySchema,
        body: deleteScheduleOverrideSchema,
        response: { 200: deletedScheduleOverrideSchema, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) => {
      const scope = await businessScopeOf(request, request.query.business);
      authorize(canAdministerBusiness(scope));
      const ctx = contextOf(app);
      const { cancelledAppointments } = await withCancellations(ctx, scope, request.body?.cancelAppointments, () =>
        deleteOverride(ctx, scope, request.params.id, nowMs()),
      );
      return { success: true as const, cancelledAppointments };
    },
  );
};

export default adminScheduleOverrideRoutes;
