/** `GET /api/admin/invitations`: the invitations sent, and what is left of today's limit. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminInvitationList } from '@vizitas/shared/api/admin/client-invitations';
import type { InvitationsList } from '@vizitas/shared/schemas/admin/client-invitations';
import { apiCall, type ApiCallOptions } from '~/lib/api/api-client';

export type { InvitationsList };

export const invitationKeys = {
  list: (business: string | null) => ['admin-invitations', 'list', business ?? ''] as const,
};

export function fetchInvitations(business: string | null, options?: ApiCallOptions) {
  return apiCall(adminInvitationList, { verslas: business }, options);
}

export function invitationsQueryOptions(business: string | null) {
  return queryOptions({ queryKey: invitationKeys.list(business), queryFn: ({ signal }) => fetchInvitations(business, { signal }) });
}

export function useInvitations(business: string | null, initial?: InvitationsList | null) {
  return useQuery({ ...invitationsQueryOptions(business), initialData: initial ?? undefined });
}
