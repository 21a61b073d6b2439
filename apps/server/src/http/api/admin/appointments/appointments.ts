import { businessNamedInBody } from '#server/http/plugins/guard-before-body.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminAppointmentDetailSchema,
  adminAppointmentPageSchema,
  adminAppointmentSearchQuerySchema,
  adminAppointmentViewSchema,
  adminCreateAppointmentBodySchema,
  adminUpdateAppointmentBodySchema,
} from '@vizitas/shared/schemas/admin/appointments';
import { adminBusinessQuerySchema, adminIdParamsSchema } from '@vizitas/shared/schemas/admin/common';
import { appointmentNoteSchema } from '@vizitas/shared/schemas/appointment';
import { contextOf } from '#server/http/app-context.ts';
import { authorize } from '#server/core/authorize.ts';
import { canAdministerBusiness } from '#server/modules/business/index.ts';
import { businessScopeOf } from '#server/http/guards.ts';
import { errorResponses } from '#server/http/openapi.ts';
import { sendJsonText } from '#server/http/send-shared-answer.ts';
import {
  adminAppointment,
  appointmentDetail,
  appointmentNote,
  createAdminAppointment,
  searchAppointments,
  updateAdminAppointment,
} from '#server/modules/booking/index.ts';

/** `/api/admin/appointments`, `/api/admin/appointment/{id}`: the business's appointments. */
const adminAppointmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    '/appointments',
    {
      schema: {
        tags: ['admin'],
        summary: 'Verslo vizitų sąrašas: filtrai pagal būseną, laikotarpį, specialistą ir tekstą; puslapiais, naujausi pirmi',
        querystring: adminAppointmentSearchQuerySchema,
        response: { 200: adminAppointmentPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const scope = await businessScopeOf(request, request.query.business);
      authorize(canAdministerBusiness(scope));
      // Already JSON (the schema's shape, checked by the module's tests): sent as it is.
      return sendJsonText(reply, await searchAppointments(db(), scope, request.query));
    },
  );

  app.post(
    '/appointments',
    {
      schema: {
        tags: ['admin'],
        summary: 'Sukurti vizitą (ir ne darbo laiku, bet ne ant kito vizito)',
        body: adminCreateAppointmentBodySchema,
        response: { 201: adminAppointmentViewSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const scope = await businessScopeOf(request, businessNamedInBody(request));
      authorize(canAdministerBusiness(scope));
      const id = await createAdminAppointment(contextOf(app), scope, request.body);
      return reply.status(201).send(await adminAppointment(db(), scope, id));
    },
  );

  app.get(
    '/appointment/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Vizitas su pakeitimų istorija',
        params: adminIdParamsSchema,
        querystring: adminBusinessQuerySchema,
        response: { 200: adminAppointmentDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const scope = await businessScopeOf(request, request.query.business);
      authorize(canAdministerBusiness(scope));
      return appointmentDetail(db(), scope, request.params.id);
    },
  );

  app.patch(
    '/appointment/:id',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Keisti vizitą: būsena, laikas ar specialistas, paslaugos, pastaba (viena transakcija); perkėlus klientui siunčiamas laiškas, nebent notifyCustomer: false',
        params: adminIdParamsSchema,
        querystring: adminBusinessQuerySchema,
        body: adminUpdateAppointmentBodySchema,
        response: { 200: adminAppointmentViewSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const scope = await businessScopeOf(request, request.query.business);
      authorize(canAdministerBusiness(scope));
      await updateAdminAppointment(contextOf(app), scope, request.params.id, request.body);
      return adminAppointment(db(), scope, request.params.id);
    },
  );

  app.get(
    '/appointment/:id/note',
    {
      schema: {
        tags: ['admin'],
        summary: 'Vizito pastabos: administratoriaus (privati) ir kliento',
        params: adminIdParamsSchema,
        querystring: adminBusinessQuerySchema,
        response: { 200: appointmentNoteSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const scope = await businessScopeOf(request, request.query.business);
      authorize(canAdministerBusiness(scope));
      return appointmentNote(db(), scope, request.params.id);
    },
  );
};

export default adminAppointmentRoutes;
