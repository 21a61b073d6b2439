/** `POST /api/admin/booking-link/shared`: the admin shared the link one way (the checklist's step is done). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminBookingLinkShared } from '@vizitas/shared/api/admin/booking-link';
import type { BookingLinkShareChannel } from '@vizitas/shared/schemas/admin/booking-link';
import { apiCall } from '~/lib/api/api-client';
import { reportError } from '~/lib/client/report-error';
import { bookingLinkKeys } from './get-booking-link';

export function recordShare(business: string | null, channel: BookingLinkShareChannel) {
  return apiCall(adminBookingLinkShared, { verslas: business, body: { channel } });
}

/**
 * Records a share once per way (later ones are not sent again from this page). A failure is only
 * reported: the link was shared all the same, and the next share records it.
 */
export function useRecordShare(business: string | null, recorded: readonly BookingLinkShareChannel[]) {
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: (channel: BookingLinkShareChannel) => recordShare(business, channel),
    onSuccess: () => client.invalidateQueries({ queryKey: bookingLinkKeys.link(business) }),
    onError: (error) => reportError(error, { where: 'record-share' }),
  });
  return (channel: BookingLinkShareChannel) => {
    if (!recorded.includes(channel)) mutation.mutate(channel);
  };
}
