/** `GET /api/admin/user/{id}/client-card`: the business's card about one client, with her visit history. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminClientCard } from '@vizitas/shared/api/admin/clients';
import type { AdminClientCard } from '@vizitas/shared/schemas/admin/clients';
import { apiCall, type ApiCallOptions } from '~/lib/api/api-client';
import { adminClientKeys } from './keys';

export type { AdminClientCard };

export function fetchClientCard(business: string | null, userId: string, options?: ApiCallOptions) {
  return apiCall(adminClientCard, { verslas: business, params: { id: userId } }, options);
}

export function clientCardQueryOptions(business: string | null, userId: string) {
  return queryOptions({
    queryKey: adminClientKeys.card(business, userId),
    queryFn: ({ signal }) => fetchClientCard(business, userId, { signal }),
  });
}

/** The card of the card page; `initial` from the page's loader. */
export function useClientCard(business: string | null, userId: string, initial?: AdminClientCard) {
  return useQuery({ ...clientCardQueryOptions(business, userId), initialData: initial });
}
