/**
 * The seed's logo calls: `POST /api/admin/business/{id}/logo/upload` (the picture, with progress)
 * and `POST /api/admin/business/{id}/logo/round` (the circle chosen); both answer the profile.
 */
import { generatePath } from '@vizitas/shared';
import { adminBusinessLogoRound } from '@vizitas/shared/api/admin/business-profile';
import type { BusinessProfile, LogoCrop } from '@vizitas/shared/schemas/admin/business-profile';
import { apiCall } from '~/lib/api/api-client';
import { uploadPicture } from '~/lib/api/upload';

export function uploadLogo(businessId: string, file: File, onProgress: (fraction: number) => void) {
  return uploadPicture<BusinessProfile>(generatePath('business_logo_upload', { id: businessId }), file, { onProgress });
}

export function cropLogo(businessId: string, crop: LogoCrop) {
  return apiCall(adminBusinessLogoRound, { params: { id: businessId }, body: crop });
}
