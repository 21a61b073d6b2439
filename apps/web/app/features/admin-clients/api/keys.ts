/**
 * The admin clients' API paths and query keys. `business` is the `?verslas=` slug the page was
 * opened with (null: the member's only or first business, as the API decides too).
 */
import { ADMIN_BUSINESS_QUERY_PARAM, generatePath } from '@vizitas/shared';

/** `GET` of `admin_clients_api`. */
export const CLIENTS_API = generatePath('admin_clients_api');

/** `GET`/`POST` of `admin_client_card_api` (seed section 7). */
export function clientCardApi(userId: string): string {
  return generatePath('admin_client_card_api', { id: userId });
}

/** An admin API URL acting in the business of the page: `?verslas=` first, then the query. */
export function adminApiUrl(path: string, business: string | null, query = ''): string {
  const search = new URLSearchParams(business ? { [ADMIN_BUSINESS_QUERY_PARAM]: business } : {}).toString();
  const parts = [search, query].filter(Boolean).join('&');
  return parts ? `${path}?${parts}` : path;
}

export const adminClientKeys = {
  all: ['admin-clients'] as const,
  ofBusiness: (business: string | null) => [...adminClientKeys.all, business ?? ''] as const,
  list: (business: string | null, query: string) => [...adminClientKeys.ofBusiness(business), 'list', query] as const,
  card: (business: string | null, userId: string) => [...adminClientKeys.ofBusiness(business), 'card', userId] as const,
};
