/** The seed's profile photo calls: `POST …/profile/upload` (its URL for the photo field) and `DELETE …/profile/delete` (by contract). */
import { generatePath } from '@vizitas/shared';
import { adminBusinessProfilePhotoDelete } from '@vizitas/shared/api/admin/business-profile';
import { apiCall } from '~/lib/api/api-client';

/** Where the photo field posts the picture (a multipart upload, a plain route). */
export function profilePhotoUploadUrl(businessId: string): string {
  return generatePath('business_profile_upload', { id: businessId });
}

/** Removes the profile photo; the answer is the profile. */
export function removeProfilePhoto(businessId: string) {
  return apiCall(adminBusinessProfilePhotoDelete, { params: { id: businessId } });
}
