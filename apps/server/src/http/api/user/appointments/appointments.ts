import type { FastifyRequest } from 'fastify';
import type { AppContext } from '#server/core/context.ts';
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
export async function readCustomerVisits(ctx: AppContext, actor: Asker, query: CustomerVisitListQuery) {
  const customer = await requireUserOf(actor);
  return listCustomerVisits(ctx, customer.id, query, ctx.now().getTime());
}

export const userAppointmentEndpoints = [
  defineEndpoint(customerVisits, {
    handle: (ctx, actor, { query }) => readCustomerVisits(ctx, actor, query),
    headers: { 'cache-control': 'private, no-store' },
  }),
  defineEndpoint(bookingAccess, {
    handle: async (ctx, actor, { query }) => {
      const customer = await requireUserOf(actor);
      return bookingAccessOf(ctx.db, query.business, customer.id);
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
    handle: async (ctx, actor, { body }) => {
      const customer = await requireUserOf(actor);
      return bookCustomerAppointment(ctx, { ...body }, customer, ctx.now().getTime());
    },
  }),
  defineEndpoint(appointmentCancellation, {
    handle: async (ctx, actor, { body }) => {
      const customer = await requireUserOf(actor);
      await cancelByCustomer(
        ctx,
        { appointmentId: body.appointment, customerId: customer.id, reason: body.reason ?? null },
        ctx.now().getTime(),
      );
      return { success: true as const, appointment: await presentAppointment(ctx, body.appointment) };
    },
  }),
  // A customer's visit as a calendar file: a file, not JSON, sent over HTTP.
  defineHttpEndpoint(appointmentCalendarFile, {
    handle: async (ctx, actor, { params }, { reply }) => {
      const customer = await requireUserOf(actor);
      const file = await customerVisitCalendarFile(ctx, customer.id, params.id, ctx.now());
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(file.content);
    },
  }),
];
