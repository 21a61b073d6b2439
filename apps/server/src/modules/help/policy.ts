import type { TenantScope } from '#server/core/tenancy.ts';

/** The help is for everyone who works in a business (owner, staff) and the operator. */
export function canReadHelp(actor: Pick<TenantScope, 'role'>): boolean {
  return actor.role === 'owner' || actor.role === 'staff' || actor.role === 'operator';
}

/** Writing the help articles (and reading the drafts): the platform operator. */
export function canManageHelp(actor: { isOperator: boolean }): boolean {
  return actor.isOperator;
}
