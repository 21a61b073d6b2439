import type { ScopeRole } from '#server/core/tenancy.ts';

/**
 * What one may do inside a business. Which business a request may touch at all is decided
 * earlier, by `requireBusinessMember` (http/guards.ts), which hands over the role: `owner`,
 * `staff`, or `operator` (the platform operator acting on the business).
 */
export interface ScopeActor {
  role: ScopeRole;
}

/**
 * Day-to-day admin work (appointments, calendar, schedule, days off, client cards): owner and
 * staff, and the platform operator acting on a business they named explicitly (support).
 */
export function canAdministerBusiness(actor: ScopeActor): boolean {
  return actor.role === 'owner' || actor.role === 'staff' || actor.role === 'operator';
}

/**
 * Settings (booking rules, services), billing details, logo, gallery, members and client
 * invitations: the owner, and the operator acting on the business; never a staff member.
 */
export function canManageBusinessSettings(actor: ScopeActor): boolean {
  return actor.role === 'owner' || actor.role === 'operator';
}

/** The platform's side of a business (onboarding pipeline, plan, billing amount, contacted mark): the operator. */
export function canManagePlatformFields(actor: ScopeActor): boolean {
  return actor.role === 'operator';
}

/** Reading the business's admin data (e.g. billing details): members and the operator. */
export function canViewBusinessAdminData(actor: ScopeActor): boolean {
  return actor.role === 'owner' || actor.role === 'staff' || actor.role === 'operator';
}
