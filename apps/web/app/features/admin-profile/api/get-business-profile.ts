/** The business's profile, logo and profile photo (docs/decisions/026); its `GET` is the contract `adminBusinessProfile`. */
import type { BusinessProfile } from '@vizitas/shared/schemas/admin/business-profile';

export type { BusinessProfile };
