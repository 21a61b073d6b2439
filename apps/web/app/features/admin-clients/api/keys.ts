/**
 * The admin clients' API paths and query keys. `business` is the `?verslas=` slug the page was
 * opened with (null: the member's only or first business, as the API decides too).
 */
import { ADMIN_BUSINESS_QUERY_PARAM } from '@vizitas/shared';

/** `GET /api/admin/clients`. */
export const CLIENTS_API = '/api/admin/clients';

/** `GET`/`POST /api/admin/user/{id}/client-card` (seed section 7). */
export function clientCardApi(userId: string): string {
  return `/api/admin/user/${encodeURIComponent(userId)}/client-card`;
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
