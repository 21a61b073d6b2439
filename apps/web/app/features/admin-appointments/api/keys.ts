/**
 * The admin appointments' API paths and query keys. `business` is the `?verslas=` slug the page
 * was opened with (null: the member's only or first business, as the API decides too).
 */
import { ADMIN_BUSINESS_QUERY_PARAM, generatePath } from '@vizitas/shared';

/** `GET` of `admin_shell_api`: the admin layout's businesses, chosen business and pending count. */
export const ADMIN_SHELL_API = generatePath('admin_shell_api');

/** An admin API URL acting in the business of the page: `?verslas=` first, then the query. */
export function adminApiUrl(path: string, business: string | null, query = ''): string {
  const search = new URLSearchParams(business ? { [ADMIN_BUSINESS_QUERY_PARAM]: business } : {}).toString();
  const parts = [search, query].filter(Boolean).join('&');
  return parts ? `${path}?${parts}` : path;
}

export const adminAppointmentKeys = {
  all: ['admin-appointments'] as const,
  ofBusiness: (business: string | null) => [...adminAppointmentKeys.all, business ?? ''] as const,
  list: (business: string | null, query: string) => [...adminAppointmentKeys.ofBusiness(business), 'list', query] as const,
  detail: (business: string | null, id: string) => [...adminAppointmentKeys.ofBusiness(business), 'detail', id] as const,
  note: (business: string | null, id: string) => [...adminAppointmentKeys.ofBusiness(business), 'note', id] as const,
  clients: (business: string | null, q: string) => [...adminAppointmentKeys.ofBusiness(business), 'clients', q] as const,
  options: (slug: string) => [...adminAppointmentKeys.all, 'options', slug] as const,
  allFreeTimes: ['admin-appointments', 'free-times'] as const,
  freeTimes: (query: string) => [...adminAppointmentKeys.allFreeTimes, query] as const,
};
