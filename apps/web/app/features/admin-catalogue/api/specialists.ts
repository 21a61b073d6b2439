/** The specialists: list, add, edit, (de)activate, order, and the staff invitations. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminSpecialist,
  AdminSpecialistList,
  CreateSpecialistInput,
  UpdateSpecialistInput,
} from '@vizitas/shared/schemas/admin/specialists';
import {
  adminSpecialistActivate,
  adminSpecialistCreate,
  adminSpecialistDeactivate,
  adminSpecialistInvitationRevoke,
  adminSpecialistInvite,
  adminSpecialistList,
  adminSpecialistsOrder,
  adminSpecialistUpdate,
} from '@vizitas/shared/api/admin/specialists';
import { adminSpecialistPhotoDelete } from '@vizitas/shared/api/admin/specialist-photos';
import { apiCall } from '~/lib/api/api-client';
import { catalogueKeys } from './keys';

export type { AdminSpecialist, AdminSpecialistList };

export function specialistsQueryOptions(business: string | null) {
  return queryOptions({
    queryKey: catalogueKeys.specialists(business),
    queryFn: ({ signal }) => apiCall(adminSpecialistList, { verslas: business }, { signal }),
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
        ? apiCall(adminSpecialistUpdate, { verslas: business, params: { id }, body })
        : apiCall(adminSpecialistCreate, { verslas: business, body: body as CreateSpecialistInput }),
    onSettled: refresh,
  });
}

export function useSetSpecialistActive(business: string | null) {
  const refresh = useRefresh(business);
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      apiCall(active ? adminSpecialistActivate : adminSpecialistDeactivate, { verslas: business, params: { id } }),
    onSettled: refresh,
  });
}

export function useOrderSpecialists(business: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => apiCall(adminSpecialistsOrder, { verslas: business, body: { ids } }),
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
      apiCall(adminSpecialistInvite, { verslas: business, params: { id }, body: { email } }),
    onSettled: refresh,
  });
}

export function useRevokeInvitation(business: string | null) {
  const refresh = useRefresh(business);
  return useMutation({
    mutationFn: (id: string) => apiCall(adminSpecialistInvitationRevoke, { verslas: business, params: { id } }),
    onSettled: refresh,
  });
}

/** Removes a specialist's photo (the upload is a multipart form to its own URL, a plain route). */
export function removeSpecialistPhoto(business: string | null, id: string) {
  return apiCall(adminSpecialistPhotoDelete, { verslas: business, params: { id } });
}
