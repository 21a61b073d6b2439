import { ADMIN_BUSINESS_QUERY_PARAM } from '@vizitas/shared';

/**
 * An admin API URL acting in the business of the page: `?verslas=` first (the slug the page was
 * opened with; null: the member's only or first business, as the API decides too), then the query.
 */
export function adminApiUrl(path: string, business: string | null, query = ''): string {
  const search = new URLSearchParams(business ? { [ADMIN_BUSINESS_QUERY_PARAM]: business } : {}).toString();
  const parts = [search, query].filter(Boolean).join('&');
  return parts ? `${path}?${parts}` : path;
}
