/**
 * The booking link of the admin's business (docs/decisions/029): `GET /api/admin/booking-link`,
 * its QR code `GET /api/admin/booking-link/qr?format=png|svg`, and
 * `POST /api/admin/booking-link/shared` (the admin shared it: the checklist's step is done).
 */
import '../../zod-locale';
import { z } from 'zod';
import { adminBusinessQuerySchema } from './common.ts';

/** How the link was shared from the admin's page (the database's check names the same). */
export const BOOKING_LINK_SHARE_CHANNELS = ['copy', 'native', 'qr_png', 'qr_svg', 'embed'] as const;
export type BookingLinkShareChannel = (typeof BOOKING_LINK_SHARE_CHANNELS)[number];

export const bookingLinkSchema = z.object({
  business: z.object({ id: z.uuid(), slug: z.string(), name: z.string(), customDomain: z.string().nullable() }),
  /** The booking page customers are given: on the business's own domain when it has one. */
  bookingUrl: z.string(),
  /** The business's page (about), on the same host. */
  pageUrl: z.string(),
  /** The booking page made to sit in another site's frame (the embed code's `src`). */
  embedUrl: z.string(),
  /** The ways the link has been shared so far. */
  shared: z.array(z.enum(BOOKING_LINK_SHARE_CHANNELS)),
});
export type BookingLink = z.infer<typeof bookingLinkSchema>;

export const bookingLinkQrQuerySchema = adminBusinessQuerySchema.extend({
  format: z.enum(['png', 'svg']).default('png'),
});
export type BookingLinkQrQuery = z.infer<typeof bookingLinkQrQuerySchema>;

export const bookingLinkSharedRequestSchema = z.object({ channel: z.enum(BOOKING_LINK_SHARE_CHANNELS) });
export type BookingLinkSharedRequest = z.infer<typeof bookingLinkSharedRequestSchema>;
