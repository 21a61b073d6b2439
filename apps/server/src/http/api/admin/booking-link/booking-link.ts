import { adminBookingLink, adminBookingLinkQr, adminBookingLinkShared } from '@vizitas/shared/api/admin/booking-link';
import { defineEndpoint, defineHttpEndpoint } from '#server/http/endpoint.ts';
import { mailLinkOrigin } from '#server/http/mail-links.ts';
import { qrCodePng, qrCodeSvg } from '#server/lib/qr-code.ts';
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
    handle: async (ctx, actor, { query }, http) => {
      const scope = await administeredScope(actor, query.business);
      return readBookingLink(ctx.db, scope, await mailLinkOrigin(http.request));
    },
  }),
  defineEndpoint(adminBookingLinkShared, {
    handle: async (ctx, actor, { query, body }) => {
      await recordLinkShared(ctx, await administeredScope(actor, query.business), body.channel);
      return { success: true as const };
    },
  }),
  // The QR code: a file (PNG or SVG) with its own type and download headers, sent over HTTP.
  defineHttpEndpoint(adminBookingLinkQr, {
    handle: async (ctx, actor, { query }, { request, reply }) => {
      const scope = await administeredScope(actor, query.business);
      const link = await readBookingLink(ctx.db, scope, await mailLinkOrigin(request));
      const format = query.format;
      reply
        .header('content-disposition', `attachment; filename="${link.business.slug}-qr.${format}"`)
        .header('cache-control', 'private, no-store');
      if (format === 'svg') return reply.type('image/svg+xml; charset=utf-8').send(await qrCodeSvg(link.bookingUrl));
      return reply.type('image/png').send(await qrCodePng(link.bookingUrl));
    },
  }),
];
