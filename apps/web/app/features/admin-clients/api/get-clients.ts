/** `GET /api/admin/clients`: one page of the business's clients, searched by name, phone or e-mail. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminClientList } from '@vizitas/shared/api/admin/clients';
import type { AdminClientPage } from '@vizitas/shared/schemas/admin/clients';
import { apiCall, type ApiCallOptions } from '~/lib/api/api-client';
import { clientQuery, clientQueryString, type ClientSearch } from '~/features/admin-clients/model/client-search';
import { adminClientKeys } from './keys';

export type { AdminClientPage };

export function fetchClients(business: string | null, search: ClientSearch, options?: ApiCallOptions) {
  return apiCall(adminClientList, { verslas: business, query: clientQuery(search) }, options);
}

export function clientsQueryOptions(business: string | null, search: ClientSearch) {
  return queryOptions({
    queryKey: adminClientKeys.list(business, clientQueryString(search)),
    queryFn: ({ signal }) => fetchClients(business, search, { signal }),
  });
}

/**
 * The list for a search. `initial` is the server render's answer for the same search; a changed
 * search keeps the previous page on screen until the new one arrives.
 */
export function useClients(business: string | null, search: ClientSearch, initial?: AdminClientPage) {
  return useQuery({ ...clientsQueryOptions(business, search), initialData: initial, placeholderData: keepPreviousData });
}
