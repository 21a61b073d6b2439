/** `PATCH /api/admin/business/{id}/details`: every field of the profile at once. */
import { useMutation } from '@tanstack/react-query';
import type { BusinessProfile, UpdateBusinessProfile } from '@vizitas/shared/schemas/admin/business-profile';
import { apiSend } from '~/lib/api/api-client';
import { businessProfileUrl } from './get-business-profile';

export function updateBusinessProfile(businessId: string, body: UpdateBusinessProfile) {
  return apiSend<BusinessProfile>('PATCH', businessProfileUrl(businessId), body);
}

export function useUpdateBusinessProfile(businessId: string, onSaved: (profile: BusinessProfile) => void) {
  return useMutation({
    mutationFn: (body: UpdateBusinessProfile) => updateBusinessProfile(businessId, body),
    onSuccess: onSaved,
  });
}
