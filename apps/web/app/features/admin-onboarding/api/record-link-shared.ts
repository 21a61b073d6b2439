/** `POST /api/admin/booking-link/shared` from the checklist: the link was copied there (the step is done). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { generatePath } from '@vizitas/shared';
import { adminApiUrl } from '~/lib/api/admin-api-url';
import { apiSend } from '~/lib/api/api-client';
import { reportError } from '~/lib/client/report-error';
import { instructionKeys } from './get-instructions';

export function recordLinkCopied(business: string | null) {
  return apiSend<{ success: true }>('POST', adminApiUrl(generatePath('admin_booking_link_shared_api'), business), { channel: 'copy' });
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
