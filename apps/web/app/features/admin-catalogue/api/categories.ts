/** The service categories: `GET`/`POST` admin_service_categories_api, rename, delete, order. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ServiceCategory, ServiceCategoryList } from '@vizitas/shared/schemas/admin/service-categories';
import { apiGet, apiSend } from '~/lib/api/api-client';
import { catalogueKeys, catalogueUrl } from './keys';

export type { ServiceCategory, ServiceCategoryList };

export const categoriesUrl = (business: string | null) => catalogueUrl('admin_service_categories_api', business);

export function categoriesQueryOptions(business: string | null) {
  return queryOptions({
    queryKey: catalogueKeys.categories(business),
    queryFn: ({ signal }) => apiGet<ServiceCategoryList>(categoriesUrl(business), { signal }),
  });
}

export function useCategories(business: string | null, initial?: ServiceCategoryList | null) {
  return useQuery({ ...categoriesQueryOptions(business), initialData: initial ?? undefined });
}

function useRefresh(business: string | null) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: catalogueKeys.ofBusiness(business) });
}

export function useSaveCategory(business: string | null) {
  const refresh = useRefresh(business);
  return useMutation({
    mutationFn: ({ id, name }: { id: string | null; name: string }) =>
      id
        ? apiSend<ServiceCategory>('PATCH', catalogueUrl('admin_service_category_api', business, { id }), { name })
        : apiSend<ServiceCategory>('POST', categoriesUrl(business), { name }),
    onSettled: refresh,
  });
}

export function useDeleteCategory(business: string | null) {
  const refresh = useRefresh(business);
  return useMutation({
    mutationFn: (id: string) =>
      apiSend<{ success: true }>('DELETE', catalogueUrl('admin_service_category_api', business, { id }), {}),
    onSettled: refresh,
  });
}

export function useOrderCategories(business: string | null) {
  const refresh = useRefresh(business);
  return useMutation({
    mutationFn: (ids: string[]) =>
      apiSend<ServiceCategoryList>('PUT', catalogueUrl('admin_service_categories_order_api', business), { ids }),
    onSettled: refresh,
  });
}
