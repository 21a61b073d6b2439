/**
 * The admin clients' query keys (their calls go by contract: `@vizitas/shared/api/admin/clients`).
 * `business` is the `?verslas=` slug the page was opened with (null: the member's only or first
 * business, as the API decides too).
 */
export const adminClientKeys = {
  all: ['admin-clients'] as const,
  ofBusiness: (business: string | null) => [...adminClientKeys.all, business ?? ''] as const,
  list: (business: string | null, query: string) => [...adminClientKeys.ofBusiness(business), 'list', query] as const,
  card: (business: string | null, userId: string) => [...adminClientKeys.ofBusiness(business), 'card', userId] as const,
};
