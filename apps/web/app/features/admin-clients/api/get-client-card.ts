/** `GET /api/admin/user/{id}/client-card`: the business's card about one client, with her visit history. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminClientCard } from '@vizitas/shared/schemas/admin/clients';
import { apiGet, type ApiCallOptions } from '~/lib/api/api-client';
import { adminApiUrl, adminClientKeys, clientCardApi } from './keys';

export type { AdminClientCard };

export function clientCardUrl(business: string | null, userId: string): string {
  return adminApiUrl(clientCardApi(userId), business);
}

export function fetchClientCard(business: string | null, userId: string, options?: ApiCallOptions) {
  return apiGet<AdminClientCard>(clientCardUrl(business, userId), options);
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
