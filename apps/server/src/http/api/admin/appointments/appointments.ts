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
    handle: async (app, { query }, actor) =>
      new JsonText(await searchAppointments(app.context, await administeredScope(actor, query.business), query)),
  }),
  defineEndpoint(adminAppointmentCreate, {
    handle: async (app, { body }, actor, http) => {
      // The business is named in the body: read before the body's schema, so its guard answers first.
      const named = http ? businessNamedInBody(http.request) : body.business;
      const scope = await administeredScope(actor, named);
      const id = await createAdminAppointment(app.context, scope, body);
      return adminAppointment(app.context, scope, id);
    },
  }),
  defineEndpoint(adminAppointmentDetail, {
    handle: async (app, { params, query }, actor) =>
      appointmentDetail(app.context, await administeredScope(actor, query.business), params.id),
  }),
  defineEndpoint(adminAppointmentUpdate, {
    handle: async (app, { params, query, body }, actor) => {
      const scope = await administeredScope(actor, query.business);
      await updateAdminAppointment(app.context, scope, params.id, body);
      return adminAppointment(app.context, scope, params.id);
    },
  }),
  defineEndpoint(adminAppointmentNote, {
    handle: async (app, { params, query }, actor) =>
      appointmentNote(app.context.db, await administeredScope(actor, query.business), params.id),
  }),
];
