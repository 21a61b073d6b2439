/** The specialists: list, add, edit, (de)activate, order, and the staff invitations. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminSpecialist,
  AdminSpecialistList,
  CreateSpecialistInput,
  UpdateSpecialistInput,
} from '@vizitas/shared/schemas/admin/specialists';
import { apiGet, apiSend } from '~/lib/api/api-client';
import { catalogueKeys, catalogueUrl } from './keys';

export type { AdminSpecialist, AdminSpecialistList };

export const specialistsUrl = (business: string | null) => catalogueUrl('admin_specialists_api', business);

export function specialistsQueryOptions(business: string | null) {
  return queryOptions({
    queryKey: catalogueKeys.specialists(business),
    queryFn: ({ signal }) => apiGet<AdminSpecialistList>(specialistsUrl(business), { signal }),
  });
}

export function useSpecialists(business: string | null, initial?: AdminSpecialistList | null) {
  return useQuery({ ...specialistsQueryOptions(business), initialData: initial ?? undefined });
}

/** Reloads the business's catalogue and team (after a specialist's photo changed elsewhere than in a mutation here). */
export function useRefreshCatalogue(business: string | null) {
  return useRefresh(business);
}

function useRefresh(business: string | null) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: catalogueKeys.ofBusiness(business) });
}

export function useSaveSpecialist(business: string | null) {
  const refresh = useRefresh(business);
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: CreateSpecialistInput | UpdateSpecialistInput }) =>
      id
        ? apiSend<AdminSpecialist>('PATCH', catalogueUrl('admin_specialist_api', business, { id }), body)
        : apiSend<AdminSpecialist>('POST', specialistsUrl(business), body),
    onSettled: refresh,
  });
}

export function useSetSpecialistActive(business: string | null) {
  const refresh = useRefresh(business);
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      apiSend<AdminSpecialist>(
        'POST',
        catalogueUrl(active ? 'admin_specialist_activate_api' : 'admin_specialist_deactivate_api', business, { id }),
        {},
      ),
    onSettled: refresh,
  });
}

export function useOrderSpecialists(business: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) =>
      apiSend<AdminSpecialistList>('PUT', catalogueUrl('admin_specialists_order_api', business), { ids }),
    // The new order shows at once; the answer (or a failure's fresh read) settles it.
    onMutate: (ids) =>
      client.setQueryData<AdminSpecialistList>(catalogueKeys.specialists(business), (old) =>
        old ? { specialists: [...old.specialists].sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id)) } : old,
      ),
    onSuccess: (answer) => client.setQueryData(catalogueKeys.specialists(business), answer),
    onError: () => client.invalidateQueries({ queryKey: catalogueKeys.specialists(business) }),
  });
}

export function useInviteStaff(business: string | null) {
  const refresh = useRefresh(business);
  return useMutation({
    mutationFn: ({ id, email }: { id: string; email: string }) =>
      apiSend<AdminSpecialist>('POST', catalogueUrl('admin_specialist_invitation_api', business, { id }), { email }),
    onSettled: refresh,
  });
}

export function useRevokeInvitation(business: string | null) {
  const refresh = useRefresh(business);
  return useMutation({
    mutationFn: (id: string) =>
      apiSend<{ success: true }>('DELETE', catalogueUrl('admin_specialist_invitation_api', business, { id }), {}),
    onSettled: refresh,
  });
}
