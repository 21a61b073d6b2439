import type { TenantScope } from '#server/core/tenancy.ts';

/** Support access is the owner's to give, read and end — never the operator's, never staff's. */
export function canManageSupportAccess(scope: Pick<TenantScope, 'role'>): boolean {
  return scope.role === 'owner';
}
