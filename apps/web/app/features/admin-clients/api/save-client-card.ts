/**
 * `POST /api/admin/user/{id}/client-card`: save the fields the admin changed (the texts, or the
 * block). The answer is the card as saved; it replaces the cached card, and the client list is
 * fetched again (its block and "has notes" marks).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminClientCardSave } from '@vizitas/shared/api/admin/clients';
import type { AdminClientCardInput } from '@vizitas/shared/schemas/admin/clients';
import { apiCall, type ApiCallOptions } from '~/lib/api/api-client';
import { adminClientKeys } from './keys';

export function saveClientCard(business: string | null, userId: string, changes: AdminClientCardInput, options?: ApiCallOptions) {
  return apiCall(adminClientCardSave, { verslas: business, params: { id: userId }, body: changes }, options);
}

export function useSaveClientCard(business: string | null, userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (changes: AdminClientCardInput) => saveClientCard(business, userId, changes),
    onSuccess: (card) => {
      client.setQueryData(adminClientKeys.card(business, userId), card);
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: [...adminClientKeys.ofBusiness(business), 'list'] });
    },
  });
}
