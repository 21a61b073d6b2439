/** `GET /api/admin/invitations`: the invitations sent, and what is left of today's limit. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { generatePath } from '@vizitas/shared';
import type { InvitationsList } from '@vizitas/shared/schemas/admin/client-invitations';
import { adminApiUrl } from '~/lib/api/admin-api-url';
import { apiGet, type ApiCallOptions } from '~/lib/api/api-client';

export type { InvitationsList };

export const invitationKeys = {
  list: (business: string | null) => ['admin-invitations', 'list', business ?? ''] as const,
};

export function invitationsUrl(business: string | null): string {
  return adminApiUrl(generatePath('admin_invitations_api'), business);
}

export function fetchInvitations(business: string | null, options?: ApiCallOptions) {
  return apiGet<InvitationsList>(invitationsUrl(business), options);
}

export function invitationsQueryOptions(business: string | null) {
  return queryOptions({ queryKey: invitationKeys.list(business), queryFn: ({ signal }) => fetchInvitations(business, { signal }) });
}

export function useInvitations(business: string | null, initial?: InvitationsList | null) {
  return useQuery({ ...invitationsQueryOptions(business), initialData: initial ?? undefined });
}
