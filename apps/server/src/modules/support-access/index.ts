/**
 * Support access with consent (docs/decisions/055): the owner's grants, the operator's actions under
 * them, and the one check every operator's change in a business's admin area passes.
 */
export { checkSupportAccess, type AskedOperation } from './check-support-access.ts';
export { endSupportAccess } from './end-support-access.ts';
export { grantSupportAccess } from './grant-support-access.ts';
export { activeSupportGrant, readSupportAccess } from './queries.ts';
export { canManageSupportAccess } from './policy.ts';
