/** The seed's profile photo calls: `POST …/profile/upload` and `DELETE …/profile/delete` (their URLs for the photo field). */
import { generatePath } from '@vizitas/shared';

export function profilePhotoUrls(businessId: string) {
  return {
    upload: generatePath('business_profile_upload', { id: businessId }),
    remove: generatePath('business_profile_delete', { id: businessId }),
  };
}
