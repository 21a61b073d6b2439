import { authorize } from '#server/core/authorize.ts';
import type { TenantScope } from '#server/core/tenancy.ts';
import { businessScopeFor, type Asker } from '#server/http/guards.ts';
import { canAdministerBusiness } from '#server/modules/business/index.ts';

/**
 * The business an admin operation acts in — the one its `?business=` (an id) names, else the
 * `?verslas=` slug, else the member's first — once the policy lets the actor administer it (owner,
 * staff or the operator; else 403).
 */
export async function administeredScope(actor: Asker, business?: string | null): Promise<TenantScope> {
  const scope = await businessScopeFor(actor, business);
  authorize(canAdministerBusiness(scope));
  return scope;
}
