/** The service categories: `GET`/`POST` admin_service_categories_api, rename, delete, order. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminServiceCategoriesOrder,
  adminServiceCategoryCreate,
  adminServiceCategoryDelete,
  adminServiceCategoryList,
  adminServiceCategoryRename,
} from '@vizitas/shared/api/admin/service-categories';
import type { ServiceCategory, ServiceCategoryList } from '@vizitas/shared/schemas/admin/service-categories';
import { apiCall } from '~/lib/api/api-client';
import { catalogueKeys } from './keys';

export type { ServiceCategory, ServiceCategoryList };

export function categoriesQueryOptions(business: string | null) {
  return queryOptions({
    queryKey: catalogueKeys.categories(business),
    queryFn: ({ signal }) => apiCall(adminServiceCategoryList, { verslas: business }, { signal }),
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
        ? apiCall(adminServiceCategoryRename, { verslas: business, params: { id }, body: { name } })
        : apiCall(adminServiceCategoryCreate, { verslas: business, body: { name } }),
    onSettled: refresh,
  });
}

export function useDeleteCategory(business: string | null) {
  const refresh = useRefresh(business);
  return useMutation({
    mutationFn: (id: string) => apiCall(adminServiceCategoryDelete, { verslas: business, params: { id } }),
    onSettled: refresh,
  });
}

export function useOrderCategories(business: string | null) {
  const refresh = useRefresh(business);
  return useMutation({
    mutationFn: (ids: string[]) => apiCall(adminServiceCategoriesOrder, { verslas: business, body: { ids } }),
    onSettled: refresh,
  });
}
