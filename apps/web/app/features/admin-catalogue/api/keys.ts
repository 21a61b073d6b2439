/**
 * The catalogue's API addresses, all from the shared route table (no path is written by hand), and
 * the query keys. `business` is the `?verslas=` slug the page was opened with (null: the member's
 * only or first business, as the API decides too).
 */
import { generatePath, type RouteName } from '@vizitas/shared';
import { adminApiUrl } from '~/lib/api/admin-api-url';

/** `route` (with its `{id}`) in the page's business. */
export function catalogueUrl(route: RouteName, business: string | null, params: Record<string, string> = {}): string {
  return adminApiUrl(generatePath(route, params), business);
}

export const catalogueKeys = {
  all: ['admin-catalogue'] as const,
  ofBusiness: (business: string | null) => ['admin-catalogue', business ?? ''] as const,
  services: (business: string | null) => [...catalogueKeys.ofBusiness(business), 'services'] as const,
  categories: (business: string | null) => [...catalogueKeys.ofBusiness(business), 'categories'] as const,
  specialists: (business: string | null) => [...catalogueKeys.ofBusiness(business), 'specialists'] as const,
};
