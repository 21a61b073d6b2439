import type { Actor } from '#server/core/authorize.ts';

/** A profile (name, e-mail, phone, password, two-factor) is changed by its owner only. */
export function canManageProfile(actor: Actor, profileUserId: string): boolean {
  return actor.id === profileUserId;
}

/** Verification mail is sent again only to the profile's owner, while the address is unverified. */
export function canResendVerification(actor: Actor, profileUserId: string, emailVerified: boolean): boolean {
  return canManageProfile(actor, profileUserId) && !emailVerified;
}

/** A login session is seen and ended by the person it belongs to only. */
export function canEndSession(actor: Actor, session: { userId: string }): boolean {
  return actor.id === session.userId;
}
