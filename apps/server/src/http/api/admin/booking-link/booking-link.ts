import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminBusinessQuerySchema, successSchema } from '@vizitas/shared/schemas/admin/common';
import { bookingLinkQrQuerySchema, bookingLinkSchema, bookingLinkSharedRequestSchema } from '@vizitas/shared/schemas/admin/booking-link';
import { authorize } from '#server/core/authorize.ts';
import { contextOf } from '#server/http/app-context.ts';
import { businessScopeOf } from '#server/http/guards.ts';
import { mailLinkOrigin } from '#server/http/mail-links.ts';
import { errorResponses } from '#server/http/openapi.ts';
import { qrCodePng, qrCodeSvg } from '#server/lib/qr-code.ts';
import { canAdministerBusiness } from '#server/modules/business/index.ts';
import { readBookingLink, recordLinkShared } from '#server/modules/onboarding/index.ts';

/**
 * The booking link of the admin's business (docs/decisions/029): its addresses, its QR code to
 * download and print, and `shared` — the admin copied or shared it, which ticks the checklist.
 * Day-to-day work: the owner, staff and the operator acting for the business.
 */
const adminBookingLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/booking-link',
    {
      schema: {
        tags: ['admin'],
        summary: 'Registracijos nuoroda (savame domene, jei jis yra), verslo puslapis, įterpimo adresas ir kaip nuoroda jau pasidalinta',
        querystring: adminBusinessQuerySchema,
        response: { 200: bookingLinkSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const scope = await businessScopeOf(request, request.query.business);
      authorize(canAdministerBusiness(scope));
      return readBookingLink(app.database.db, scope, await mailLinkOrigin(request));
    },
  );

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

  app.post(
    '/booking-link/shared',
    {
      schema: {
        tags: ['admin'],
        summary: 'Nuoroda pasidalinta (nukopijuota, pasidalinta, atsisiųstas QR kodas ar įterpimo kodas): pradžios žingsnis atliktas',
        querystring: adminBusinessQuerySchema,
        body: bookingLinkSharedRequestSchema,
        response: { 200: successSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const scope = await businessScopeOf(request, request.query.business);
      authorize(canAdministerBusiness(scope));
      await recordLinkShared(contextOf(app), scope, request.body.channel);
      return { success: true as const };
    },
  );
};

export default adminBookingLinkRoutes;
