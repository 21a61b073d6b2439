import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminBookingLink, adminBookingLinkShared } from '@vizitas/shared/api/admin/booking-link';
import { bookingLinkQrQuerySchema } from '@vizitas/shared/schemas/admin/booking-link';
import { authorize } from '#server/core/authorize.ts';
import { defineEndpoint, defineHttpEndpoint } from '#server/http/endpoint.ts';
import { businessScopeOf } from '#server/http/guards.ts';
import { mailLinkOrigin } from '#server/http/mail-links.ts';
import { errorResponses } from '#server/http/openapi.ts';
import { qrCodePng, qrCodeSvg } from '#server/lib/qr-code.ts';
import { canAdministerBusiness } from '#server/modules/business/index.ts';
import { readBookingLink, recordLinkShared } from '#server/modules/onboarding/index.ts';
import { administeredScope } from '../scope.ts';

/**
 * The booking link of the admin's business (docs/decisions/029): its addresses and `shared` — the
 * admin copied or shared it, which ticks the checklist. Day-to-day work: the owner, staff and the
 * operator acting for the business.
 */
export const adminBookingLinkEndpoints = [
  defineHttpEndpoint(adminBookingLink, {
    // The link starts with the request's own origin when PUBLIC_URL is not set (`mail-links.ts`),
    // which only the HTTP request knows (its protocol and port): a page's call takes the HTTP way.
    handle: async (app, { query }, actor, http) => {
      const scope = await administeredScope(actor, query.business);
      return readBookingLink(app.database.db, scope, await mailLinkOrigin(http.request));
    },
  }),
  defineEndpoint(adminBookingLinkShared, {
    handle: async (app, { query, body }, actor) => {
      await recordLinkShared(app.context, await administeredScope(actor, query.business), body.channel);
      return { success: true as const };
    },
  }),
];

/**
 * The booking link's QR code to download and print. A plain route, not an endpoint: its answer is
 * a file (PNG or SVG) with its own type and download headers, which a contract does not describe.
 */
const adminBookingLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/booking-link/qr',
    {
      schema: {
        tags: ['admin'],
        summary: 'Registracijos nuorodos QR kodas atsisiųsti ir spausdinti: PNG (1024 px) arba SVG',
        querystring: bookingLinkQrQuerySchema,
        produces: ['image/png', 'image/svg+xml'],
        response: { 200: z.any().describe('PNG arba SVG failas'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const scope = await businessScopeOf(request, request.query.business);
      authorize(canAdministerBusiness(scope));
      const link = await readBookingLink(app.database.db, scope, await mailLinkOrigin(request));
      const format = request.query.format;
      reply
        .header('content-disposition', `attachment; filename="${link.business.slug}-qr.${format}"`)
        .header('cache-control', 'private, no-store');
      if (format === 'svg') return reply.type('image/svg+xml; charset=utf-8').send(await qrCodeSvg(link.bookingUrl));
      return reply.type('image/png').send(await qrCodePng(link.bookingUrl));
    },
  );
};

export default adminBookingLinkRoutes;
