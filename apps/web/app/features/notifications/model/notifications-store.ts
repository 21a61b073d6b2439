/**
 * The page's notifications: the element's data and the inbox, outside React, so that every
 * trigger (navbar, admin shell) shows the same badge and the dialog the same items. Set by the
 * notifications center once the list has loaded; changed by a click and a dismissal.
 */
import type { NotificationList } from '@vizitas/shared/schemas/notification';
import { inboxOf, readNotificationsElement, type InboxState, type NotificationsElementData } from './notifications-dialog';

export interface NotificationsSnapshot {
  /** The list has loaded: the notifications element is present (the dialog may exist). */
  ready: boolean;
  element: NotificationsElementData;
  inbox: InboxState;
  /** The business the page is about (`notificationsShown[businessId]`). */
  businessId: string | null;
  /** The customer's side or the admin area (what the dialog's second tab says). */
  area: 'site' | 'admin';
}

const EMPTY: NotificationsSnapshot = {
  ready: false,
  element: { current: null, newest: null, count: 0 },
  inbox: { items: [], count: 0 },
  businessId: null,
  area: 'site',
};

export function createNotificationsStore(log?: (message: string) => void) {
  let snapshot = EMPTY;
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of [...listeners]) listener();
  };
  return {
    get: (): NotificationsSnapshot => snapshot,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** The list as loaded for the business `businessId`. */
    load(list: NotificationList, businessId: string, area: NotificationsSnapshot['area'] = 'site'): NotificationsSnapshot {
      snapshot = { ready: true, element: readNotificationsElement(list, log), inbox: inboxOf(list), businessId, area };
      emit();
      return snapshot;
    },
    /** Changes the inbox (`markSeen`, `dismiss`). */
    update(change: (inbox: InboxState) => InboxState): void {
      const inbox = change(snapshot.inbox);
      if (inbox === snapshot.inbox) return;
      snapshot = { ...snapshot, inbox };
      emit();
    },
    reset(): void {
      snapshot = EMPTY;
      emit();
    },
  };
}

export type NotificationsStore = ReturnType<typeof createNotificationsStore>;

/** The page's one store. */
export const notificationsStore = createNotificationsStore();
