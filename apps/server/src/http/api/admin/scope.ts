import { authorize } from '#server/core/authorize.ts';
import type { TenantScope } from '#server/core/tenancy.ts';
import { businessScopeFor, type Asker } from '#server/http/guards.ts';
import { canAdministerBusiness, canManageBusinessSettings } from '#server/modules/business/index.ts';
import { canMarkAsContacted } from '#server/modules/onboarding/index.ts';
import { canManagePictures } from '#server/modules/media/index.ts';
import { canManageSupportAccess } from '#server/modules/support-access/index.ts';

/**
 * The business an admin operation acts in — the one its `?business=` (an id) names, else the
 * `?verslas=` slug, else the member's first — once `policy` lets the actor act there (else 403).
 * The platform's own operations (`platform`) are the operator's without the owner's support grant.
 */
function scopeWhere(policy: (scope: TenantScope) => boolean, options: { platform?: boolean } = {}) {
  return async (actor: Asker, business?: string | null): Promise<TenantScope> => {
    const scope = await businessScopeFor(actor, business, options);
    authorize(policy(scope));
    return scope;
  };
}

/** Day-to-day work: owner, staff or the operator. */
export const administeredScope = scopeWhere(canAdministerBusiness);

/** The owner's decisions (the catalogue, the team, the settings): the owner or the operator. */
export const managedScope = scopeWhere(canManageBusinessSettings);

/** The platform's side of a business (the operator's contact marks): the operator alone. */
export const platformScope = scopeWhere(canMarkAsContacted, { platform: true });

/** Support access with consent: the owner alone gives, reads and ends it. */
export const supportAccessScope = scopeWhere(canManageSupportAccess);

/** The business's pictures: whoever its picture policy lets. */
export const picturesScope = scopeWhere(canManagePictures);
