import { canManageBusinessSettings, canViewBusinessAdminData } from '#server/modules/business/index.ts';
import type { TenantScope } from '#server/core/tenancy.ts';

/**
 * The business's pictures — logo, profile photo, gallery, specialists' photos — are its face:
 * changed by the owner (and the operator acting for the business), never by staff; every member
 * sees them in the admin (decision 015's settings rule).
 */
export function canManagePictures(scope: Pick<TenantScope, 'role'>): boolean {
  return canManageBusinessSettings(scope);
}

export function canViewPictures(scope: Pick<TenantScope, 'role'>): boolean {
  return canViewBusinessAdminData(scope);
}
