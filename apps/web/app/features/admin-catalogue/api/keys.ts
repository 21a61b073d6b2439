/**
 * The catalogue's query keys (its calls go by contract: `@vizitas/shared/api/admin/…`). `business`
 * is the `?verslas=` slug the page was opened with (null: the member's only or first business, as
 * the API decides too).
 */
export const catalogueKeys = {
  all: ['admin-catalogue'] as const,
  ofBusiness: (business: string | null) => ['admin-catalogue', business ?? ''] as const,
  services: (business: string | null) => [...catalogueKeys.ofBusiness(business), 'services'] as const,
  categories: (business: string | null) => [...catalogueKeys.ofBusiness(business), 'categories'] as const,
  specialists: (business: string | null) => [...catalogueKeys.ofBusiness(business), 'specialists'] as const,
};
