/** `GET /api/admin/business/{id}/details`: the business's profile, logo and profile photo (docs/decisions/026). */
import { generatePath } from '@vizitas/shared';
import type { BusinessProfile } from '@vizitas/shared/schemas/admin/business-profile';

export type { BusinessProfile };

export const profileKeys = {
  profile: (businessId: string) => ['admin-profile', businessId] as const,
};

export function businessProfileUrl(businessId: string): string {
  return generatePath('admin_business_details_api', { id: businessId });
}
