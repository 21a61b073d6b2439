/** `PATCH /api/admin/business/{id}/details`: every field of the profile at once. */
import { useMutation } from '@tanstack/react-query';
import { adminBusinessProfileUpdate } from '@vizitas/shared/api/admin/business-profile';
import type { BusinessProfile, UpdateBusinessProfile } from '@vizitas/shared/schemas/admin/business-profile';
import { apiCall } from '~/lib/api/api-client';

export function updateBusinessProfile(businessId: string, body: UpdateBusinessProfile) {
  return apiCall(adminBusinessProfileUpdate, { params: { id: businessId }, body });
}

export function useUpdateBusinessProfile(businessId: string, onSaved: (profile: BusinessProfile) => void) {
  return useMutation({
    mutationFn: (body: UpdateBusinessProfile) => updateBusinessProfile(businessId, body),
    onSuccess: onSaved,
  });
}
