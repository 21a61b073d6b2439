/** `POST /api/admin/booking-link/shared` from the checklist: the link was copied there (the step is done). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminBookingLinkShared } from '@vizitas/shared/api/admin/booking-link';
import { apiCall } from '~/lib/api/api-client';
import { reportError } from '~/lib/client/report-error';
import { instructionKeys } from './get-instructions';

export function recordLinkCopied(business: string | null) {
  return apiCall(adminBookingLinkShared, { verslas: business, body: { channel: 'copy' } });
}

/** Records the copy, then reads the checklist again (its step is now done). A failure is only reported. */
export function useRecordLinkCopied(business: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => recordLinkCopied(business),
    onSuccess: () => client.invalidateQueries({ queryKey: instructionKeys.list(business) }),
    onError: (error) => reportError(error, { where: 'record-link-copied' }),
  });
}
