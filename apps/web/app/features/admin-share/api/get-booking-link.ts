/** `GET /api/admin/booking-link` and the QR code's addresses: the link the business gives its customers. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { generatePath } from '@vizitas/shared';
import { adminBookingLink } from '@vizitas/shared/api/admin/booking-link';
import type { BookingLink } from '@vizitas/shared/schemas/admin/booking-link';
import { adminApiUrl } from '~/lib/api/admin-api-url';
import { apiCall, type ApiCallOptions } from '~/lib/api/api-client';

export type { BookingLink };

export const bookingLinkKeys = {
  link: (business: string | null) => ['admin-share', 'link', business ?? ''] as const,
};

/** The QR code file (`png` to print, `svg` to scale), downloaded from the API. */
export function qrCodeUrl(business: string | null, format: 'png' | 'svg'): string {
  return adminApiUrl(generatePath('admin_booking_link_qr_api'), business, `format=${format}`);
}

export function fetchBookingLink(business: string | null, options?: ApiCallOptions) {
  return apiCall(adminBookingLink, { verslas: business }, options);
}

export function bookingLinkQueryOptions(business: string | null) {
  return queryOptions({ queryKey: bookingLinkKeys.link(business), queryFn: ({ signal }) => fetchBookingLink(business, { signal }) });
}

/** The link; `initial` from the page's loader. */
export function useBookingLink(business: string | null, initial?: BookingLink | null) {
  return useQuery({ ...bookingLinkQueryOptions(business), initialData: initial ?? undefined });
}
