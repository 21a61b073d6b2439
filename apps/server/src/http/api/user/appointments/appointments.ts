import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CustomerVisitListQuery } from '@vizitas/shared/schemas/appointment';
import { requireUserOf, type Asker } from '#server/http/guards.ts';
import { defineEndpoint, defineHttpEndpoint } from '#server/http/endpoint.ts';
import {
  appointmentBooking,
  appointmentCalendarFile,
  appointmentCancellation,
  bookingAccess,
  customerVisits,
} from '@vizitas/shared/api/user/appointments';
import { SESSION_COOKIE } from '#server/http/plugins/session.ts';
import { bookCustomerAppointment, bookingAccessOf, cancelByCustomer, presentAppointment } from '#server/modules/booking/index.ts';
import { customerVisitCalendarFile, listCustomerVisits } from '#server/modules/visits/index.ts';

/** The customer's own visits: the guard and the read of `GET /api/user/appointments` (also a page read). */
export async function readCustomerVisits(app: FastifyInstance, actor: Asker, query: CustomerVisitListQuery) {
  const customer = await requireUserOf(actor);
  return listCustomerVisits(app.context, customer.id, query, app.context.now().getTime());
}

export const userAppointmentEndpoints = [
  defineEndpoint(customerVisits, {
    handle: (app, { query }, actor) => readCustomerVisits(app, actor, query),
    headers: { 'cache-control': 'private, no-store' },
  }),
  defineEndpoint(bookingAccess, {
    handle: async (app, { query }, actor) => {
      const customer = await requireUserOf(actor);
      return bookingAccessOf(app.context.db, query.business, customer.id);
    },
    headers: { 'cache-control': 'private, no-store' },
  }),
  defineEndpoint(appointmentBooking, {
    // Per customer (session), so a salon's shared Wi-Fi does not throttle its clients.
    route: {
      config: {
        rateLimit: {
          max: 30,
          timeWindow: '1 minute',
          keyGenerator: (request: FastifyRequest) => request.cookies[SESSION_COOKIE] ?? request.ip,
        },
      },
    },
    handle: async (app, { body }, actor) => {
      const customer = await requireUserOf(actor);
      return bookCustomerAppointment(app.context, { ...body }, customer, app.context.now().getTime());
    },
  }),
  defineEndpoint(appointmentCancellation, {
    handle: async (app, { body }, actor) => {
      const customer = await requireUserOf(actor);
      await cancelByCustomer(
        app.context,
        { appointmentId: body.appointment, customerId: customer.id, reason: body.reason ?? null },
        app.context.now().getTime(),
      );
      return { success: true as const, appointment: await presentAppointment(app.context, body.appointment) };
    },
  }),
  // A customer's visit as a calendar file: a file, not JSON, sent over HTTP.
  defineHttpEndpoint(appointmentCalendarFile, {
    handle: async (app, { params }, actor, { reply }) => {
      const customer = await requireUserOf(actor);
      const file = await customerVisitCalendarFile(app.context, customer.id, params.id, app.context.now());
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(file.content);
    },
  }),
];
