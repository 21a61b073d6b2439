import type { DbOrTx } from '@vizitas/db';
import type { BusinessProfile } from '@vizitas/shared/schemas/admin/business-profile';
import type { TenantScope } from '#server/core/tenancy.ts';
import { canManageBusinessSettings } from './policy.ts';
import { presentBusinessProfile } from './presenter.ts';
import { scopedBusiness } from './scoped-records.ts';

/**
 * The admin's view of the scope's business profile; `dnsTarget` is where an own domain should
 * point, `isStored` tells an uploaded picture (in the file store) from a shipped one.
 */
export async function businessProfileOf(
  db: DbOrTx,
  scope: TenantScope,
  options: { dnsTarget: string; isStored: (url: string | null) => boolean },
): Promise<BusinessProfile> {
  const row = await scopedBusiness(db, scope);
  return presentBusinessProfile(row, { canEdit: canManageBusinessSettings(scope), ...options });
}
