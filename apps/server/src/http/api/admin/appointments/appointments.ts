import {
  adminAppointmentCreate,
  adminAppointmentDetail,
  adminAppointmentList,
  adminAppointmentNote,
  adminAppointmentUpdate,
} from '@vizitas/shared/api/admin/appointments';
import { defineEndpoint } from '#server/http/endpoint.ts';
import { businessNamedInBody } from '#server/http/plugins/guard-before-body.ts';
import { JsonText } from '#server/lib/json-text.ts';
import {
  adminAppointment,
  appointmentDetail,
  appointmentNote,
  createAdminAppointment,
  searchAppointments,
  updateAdminAppointment,
} from '#server/modules/booking/index.ts';
import { administeredScope } from '../scope.ts';

/** `/api/admin/appointments`, `/api/admin/appointment/{id}`: the business's appointments. */
export const adminAppointmentEndpoints = [
  defineEndpoint(adminAppointmentList, {
    // Already JSON (the schema's shape, checked by the module's tests): sent as it is.
    handle: async (ctx, actor, { query }) =>
      new JsonText(await searchAppointments(ctx, await administeredScope(actor, query.business), query)),
  }),
  defineEndpoint(adminAppointmentCreate, {
    handle: async (ctx, actor, { body }, http) => {
      // The business is named in the body: read before the body's schema, so its guard answers first.
      const named = http ? businessNamedInBody(http.request) : body.business;
      const scope = await administeredScope(actor, named);
      const id = await createAdminAppointment(ctx, scope, body);
      return adminAppointment(ctx, scope, id);
    },
  }),
  defineEndpoint(adminAppointmentDetail, {
    handle: async (ctx, actor, { params, query }) =>
      appointmentDetail(ctx, await administeredScope(actor, query.business), params.id),
  }),
  defineEndpoint(adminAppointmentUpdate, {
    handle: async (ctx, actor, { params, query, body }) => {
      const scope = await administeredScope(actor, query.business);
      await updateAdminAppointment(ctx, scope, params.id, body);
      return adminAppointment(ctx, scope, params.id);
    },
  }),
  defineEndpoint(adminAppointmentNote, {
    handle: async (ctx, actor, { params, query }) =>
      appointmentNote(ctx.db, await administeredScope(actor, query.business), params.id),
  }),
];
