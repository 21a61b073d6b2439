/**
 * The seed's logo calls: `POST /api/admin/business/{id}/logo/upload` (the picture, with progress)
 * and `POST /api/admin/business/{id}/logo/round` (the circle chosen); both answer the profile.
 */
import { generatePath } from '@vizitas/shared';
import type { BusinessProfile, LogoCrop } from '@vizitas/shared/schemas/admin/business-profile';
import { apiSend } from '~/lib/api/api-client';
import { uploadPicture } from '~/lib/api/upload';

export function uploadLogo(businessId: string, file: File, onProgress: (fraction: number) => void) {
  return uploadPicture<BusinessProfile>(generatePath('business_logo_upload', { id: businessId }), file, { onProgress });
}

export function cropLogo(businessId: string, crop: LogoCrop) {
  return apiSend<BusinessProfile>('POST', generatePath('business_logo_round', { id: businessId }), crop);
}
