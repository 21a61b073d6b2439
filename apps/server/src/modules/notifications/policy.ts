import type { Actor } from '#server/core/authorize.ts';

/**
 * A notification is seen, marked and dismissed by the user it was written for, nobody else (not
 * the operator either): another user's notification is not found (404), never forbidden.
 */
export function canSeeNotification(actor: Actor, notification: { userId: string }): boolean {
  return notification.userId === actor.id;
}
