/** `POST /api/admin/send-invitation` (seed 7): the pasted or uploaded list; each line's outcome. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { generatePath } from '@vizitas/shared';
import type { SendInvitationResponse } from '@vizitas/shared/schemas/admin/client-invitations';
import { adminApiUrl } from '~/lib/api/admin-api-url';
import { apiSend } from '~/lib/api/api-client';
import { invitationKeys } from './get-invitations';

export type { SendInvitationResponse };

export function sendInvitations(business: string | null, list: string) {
  return apiSend<SendInvitationResponse>('POST', adminApiUrl(generatePath('send_invitation'), business), { list });
}

/** Sends the list, then reads the invitations again. */
export function useSendInvitations(business: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (list: string) => sendInvitations(business, list),
    onSettled: () => client.invalidateQueries({ queryKey: invitationKeys.list(business) }),
  });
}
