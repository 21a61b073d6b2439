import type { TenantScope } from '#server/core/tenancy.ts';

type ScopeActor = Pick<TenantScope, 'role'>;

/** The checklist is read by everyone who works in the business (owner, staff, the operator acting for it). */
export function canViewInstructions(actor: ScopeActor): boolean {
  return actor.role === 'owner' || actor.role === 'staff' || actor.role === 'operator';
}

/** Skipping a step is the owner's decision (and the operator's, acting for the business); never a staff member's. */
export function canSkipInstruction(actor: ScopeActor): boolean {
  return actor.role === 'owner' || actor.role === 'operator';
}

/** The pipeline of every business, and the contact marks: the platform operator alone. */
export function canReadPipeline(actor: { isOperator: boolean }): boolean {
  return actor.isOperator;
}

/** Recording a contact with a business: the operator acting on it (its own members never). */
export function canMarkAsContacted(actor: ScopeActor): boolean {
  return actor.role === 'operator';
}

/** Inviting new businesses to the platform, and the invitations sent: the operator alone. */
export function canInviteBusinesses(actor: { isOperator: boolean }): boolean {
  return actor.isOperator;
}
