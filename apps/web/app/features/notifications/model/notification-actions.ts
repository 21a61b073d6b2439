/**
 * What a click and a dismissal do (seed 4 "Notification"), with the calls and the navigation
 * given in, so the order is tested: the UI changes first, the call is sent, and a failed call is
 * reported while the UI proceeds anyway.
 */
import type { NotificationItem } from '@vizitas/shared/schemas/notification';
import { dismiss, markSeen } from './notifications-dialog';
import type { NotificationsStore } from './notifications-store';

export interface NotificationActionDeps {
  store: NotificationsStore;
  markAsSeen: (id: string) => Promise<unknown>;
  dismiss: (id: string) => Promise<unknown>;
  navigate: (href: string) => void;
  report: (error: unknown, extra: Record<string, string>) => void;
}

/**
 * A click on an item: an unseen (active) one loses its active mark and mark-as-seen is sent; then
 * the browser goes to its `href`, if it has one.
 */
export async function openNotification(item: Pick<NotificationItem, 'id' | 'seen' | 'href'>, deps: NotificationActionDeps): Promise<void> {
  if (!item.seen) {
    deps.store.update((inbox) => markSeen(inbox, item.id));
    try {
      await deps.markAsSeen(item.id);
    } catch (error) {
      deps.report(error, { where: 'notifications', action: 'mark-as-seen' });
    }
  }
  if (item.href) deps.navigate(item.href);
}

/**
 * Dismiss: the item is removed (an active one takes one off every badge; an emptied day group and,
 * once none remain, the list give way to the empty-inbox message), then dismiss is sent.
 */
export async function dismissNotificationItem(id: string, deps: NotificationActionDeps): Promise<void> {
  deps.store.update((inbox) => dismiss(inbox, id));
  try {
    await deps.dismiss(id);
  } catch (error) {
    deps.report(error, { where: 'notifications', action: 'dismiss' });
  }
}
