/** The services: `GET`/`POST` admin_services_api, `PATCH` admin_service_api, (de)activate, `PUT` the order. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminServiceActivate,
  adminServiceCreate,
  adminServiceDeactivate,
  adminServiceList,
  adminServicesOrder,
  adminServiceUpdate,
} from '@vizitas/shared/api/admin/services';
import type { AdminService, CreateServiceInput, UpdateServiceInput } from '@vizitas/shared/schemas/admin/services';
import { apiCall } from '~/lib/api/api-client';
import { catalogueKeys } from './keys';

export type { AdminService };
export interface ServiceList {
  services: AdminService[];
}

export function servicesQueryOptions(business: string | null) {
  return queryOptions({
    queryKey: catalogueKeys.services(business),
    queryFn: ({ signal }) => apiCall(adminServiceList, { verslas: business }, { signal }),
  });
}

export function useServices(business: string | null, initial?: ServiceList | null) {
  return useQuery({ ...servicesQueryOptions(business), initialData: initial ?? undefined });
}

/** After any change: the services (and categories' counts, specialists' offers) are read again. */
function useRefresh(business: string | null) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: catalogueKeys.ofBusiness(business) });
}

export function useSaveService(business: string | null) {
  const refresh = useRefresh(business);
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: CreateServiceInput | UpdateServiceInput }) =>
      id
        ? apiCall(adminServiceUpdate, { verslas: business, params: { id }, body })
        : apiCall(adminServiceCreate, { verslas: business, body: body as CreateServiceInput }),
    onSettled: refresh,
  });
}

/** Services created one after another stopped at the one the API refused (`failed`, its index): those before it stay. */
export class CreateServicesError extends Error {
  constructor(
    readonly created: AdminService[],
    readonly failed: number,
    override readonly cause: unknown,
  ) {
    super('service not created');
  }
}

/** Several new services (the templates chosen), created in turn by `POST` admin_services_api; read again once. */
export function useCreateServices(business: string | null) {
  const refresh = useRefresh(business);
  return useMutation({
    mutationFn: async (bodies: CreateServiceInput[]) => {
      const created: AdminService[] = [];
      for (const [index, body] of bodies.entries()) {
        try {
          created.push(await apiCall(adminServiceCreate, { verslas: business, body }));
        } catch (error) {
          throw new CreateServicesError(created, index, error);
        }
      }
      return created;
    },
    onSettled: refresh,
  });
}

export function useSetServiceActive(business: string | null) {
  const refresh = useRefresh(business);
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      apiCall(active ? adminServiceActivate : adminServiceDeactivate, { verslas: business, params: { id } }),
    onSettled: refresh,
  });
}

export function useOrderServices(business: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => apiCall(adminServicesOrder, { verslas: business, body: { ids } }),
    // The new order shows at once; the answer (or a failure's fresh read) settles it.
    onMutate: (ids) =>
      client.setQueryData<ServiceList>(catalogueKeys.services(business), (old) =>
        old ? { services: [...old.services].sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id)) } : old,
      ),
    onSuccess: (answer) => client.setQueryData(catalogueKeys.services(business), answer),
    onError: () => client.invalidateQueries({ queryKey: catalogueKeys.services(business) }),
  });
}
