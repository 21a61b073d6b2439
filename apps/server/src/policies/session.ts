import type { Actor } from './authorize.ts';

/** A login session is seen and ended by the person it belongs to only. */
export function canEndSession(actor: Actor, session: { userId: string }): boolean {
  return actor.id === session.userId;
}
