import type { Actor } from './authorize.ts';

/** A profile (name, e-mail, phone, password, two-factor) is changed by its owner only. */
export function canManageProfile(actor: Actor, profileUserId: string): boolean {
  return actor.id === profileUserId;
}

/** Verification mail is sent again only to the profile's owner, while the address is unverified. */
export function canResendVerification(actor: Actor, profileUserId: string, emailVerified: boolean): boolean {
  return canManageProfile(actor, profileUserId) && !emailVerified;
}
