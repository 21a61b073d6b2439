/** `POST /api/admin/send-invitation` (seed 7): the pasted or uploaded list; each line's outcome. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminSendInvitations } from '@vizitas/shared/api/admin/client-invitations';
import type { SendInvitationResponse } from '@vizitas/shared/schemas/admin/client-invitations';
import { apiCall } from '~/lib/api/api-client';
import { invitationKeys } from './get-invitations';

export type { SendInvitationResponse };

export function sendInvitations(business: string | null, list: string) {
  return apiCall(adminSendInvitations, { verslas: business, body: { list } });
}

/** Sends the list, then reads the invitations again. */
export function useSendInvitations(business: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (list: string) => sendInvitations(business, list),
    onSettled: () => client.invalidateQueries({ queryKey: invitationKeys.list(business) }),
  });
}
