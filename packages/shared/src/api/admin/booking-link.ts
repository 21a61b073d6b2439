/**
 * The booking link of the admin's business (docs/decisions/029): its addresses and `shared` — the
 * admin copied or shared it — and its QR code, a file to download and print.
 */
import { z } from 'zod';
import { adminBusinessQuerySchema, successSchema } from '../../schemas/admin/common.ts';
import { bookingLinkQrQuerySchema, bookingLinkSchema, bookingLinkSharedRequestSchema } from '../../schemas/admin/booking-link.ts';
import { defineContract } from '../contract.ts';

export const adminBookingLink = defineContract('admin_booking_link_api', {
  method: 'GET',
  summary:
    'Registracijos nuoroda (savame domene, jei jis yra), verslo puslapis, įterpimo adresas ir kaip nuoroda jau pasidalinta',
  query: adminBusinessQuerySchema,
  output: bookingLinkSchema,
  errors: [400, 401, 403, 404],
});

export const adminBookingLinkShared = defineContract('admin_booking_link_shared_api', {
  method: 'POST',
  summary: 'Nuoroda pasidalinta (nukopijuota, pasidalinta, atsisiųstas QR kodas ar įterpimo kodas): pradžios žingsnis atliktas',
  query: adminBusinessQuerySchema,
  body: bookingLinkSharedRequestSchema,
  output: successSchema,
  errors: [400, 401, 403, 404],
});

export const adminBookingLinkQr = defineContract('admin_booking_link_qr_api', {
  method: 'GET',
  summary: 'Registracijos nuorodos QR kodas atsisiųsti ir spausdinti: PNG (1024 px) arba SVG',
  query: bookingLinkQrQuerySchema,
  output: z.any().describe('PNG arba SVG failas'),
  produces: ['image/png', 'image/svg+xml'],
  errors: [400, 401, 403, 404],
});
