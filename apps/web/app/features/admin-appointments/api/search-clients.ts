/**
 * `GET /api/admin/clients?q=`: the business's clients found by name, phone or e-mail, for the
 * create page's client search (customers with an account and earlier walk-ins).
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminClientList } from '@vizitas/shared/api/admin/clients';
import type { AdminClientPage } from '@vizitas/shared/schemas/admin/clients';
import { apiCall, type ApiCallOptions } from '~/lib/api/api-client';
import { adminAppointmentKeys } from './keys';

export type { AdminClientPage };
export type AdminClientItem = AdminClientPage['items'][number];

/** The shortest text worth searching for. */
export const CLIENT_SEARCH_MIN_LENGTH = 2;

export function searchClients(business: string | null, q: string, options?: ApiCallOptions) {
  return apiCall(adminClientList, { verslas: business, query: { q } }, options);
}

export function clientsQueryOptions(business: string | null, q: string) {
  return queryOptions({
    queryKey: adminAppointmentKeys.clients(business, q),
    queryFn: ({ signal }) => searchClients(business, q, { signal }),
  });
}

/** The clients matching `q` (trimmed); nothing is asked for a shorter text. */
export function useClientSearch(business: string | null, q: string) {
  const text = q.trim();
  return useQuery({
    ...clientsQueryOptions(business, text),
    enabled: text.length >= CLIENT_SEARCH_MIN_LENGTH,
    placeholderData: keepPreviousData,
  });
}
