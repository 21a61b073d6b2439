import { canManageBusinessSettings, canViewBusinessAdminData } from '#server/modules/business/index.ts';
import type { TenantScope } from '#server/core/tenancy.ts';

type ScopeActor = Pick<TenantScope, 'role'>;

/** Mailing the business's clients in its name is the owner's decision (and the operator's acting for it), never staff's. */
export function canInviteClients(actor: ScopeActor): boolean {
  return canManageBusinessSettings(actor);
}

/** Who was invited: everyone who works in the business. */
export function canViewInvitations(actor: ScopeActor): boolean {
  return canViewBusinessAdminData(actor);
}
