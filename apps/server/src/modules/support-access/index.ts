/** Support access with consent: the owner's grants, the operator's actions under them, the check of her changes. */
export {
  activeSupportGrant,
  checkSupportAccess,
  endSupportAccess,
  grantSupportAccess,
  readSupportAccess,
  type AskedOperation,
} from './support-access.ts';
export { canManageSupportAccess } from './policy.ts';
