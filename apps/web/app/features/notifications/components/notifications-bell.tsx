import { useSyncExternalStore } from 'react';
import { format, messages } from '@vizitas/shared';
import { Icon } from '~/components/chrome/icons';
import { openModal } from '~/components/dialogs/modal-store';
import { dialogQueue } from '~/lib/client/dialog-queue';
import { NOTIFICATIONS_DIALOG } from '~/features/notifications/model/notifications-dialog';
import { notificationsStore } from '~/features/notifications/model/notifications-store';
import './notifications.css';

const m = messages.notifications;

/** Opens the dialog now (it then leaves the queue: it is not opened a second time after it closes). */
export function openNotificationsDialog(): void {
  dialogQueue.remove(NOTIFICATIONS_DIALOG);
  openModal(NOTIFICATIONS_DIALOG);
}

/**
 * A trigger of the notifications dialog (seed 2.2 item 4): a bell with a count badge when the count
 * is above 0. Every bell of the page shows the same count (the notifications store). Rendered once
 * the list has loaded (before, there is no dialog to open).
 */
export default function NotificationsBell({ variant }: { variant: 'navbar' | 'admin' }) {
  const snapshot = useSyncExternalStore(notificationsStore.subscribe, notificationsStore.get, notificationsStore.get);
  if (!snapshot.ready) return null;
  const count = snapshot.inbox.count;
  return (
    <button
      type="button"
      className={`vz-bell vz-bell--${variant}`}
      aria-haspopup="dialog"
      data-notifications-trigger=""
      onClick={openNotificationsDialog}
    >
      <Icon name="bell" size={22} />
      <span className="vz-visually-hidden">{m.open}</span>
      {count > 0 ? (
        <span className="vz-bell__badge" data-testid="notifications-badge">
          <span aria-hidden="true">{count}</span>
          <span className="vz-visually-hidden">{format(m.badge, { count })}</span>
        </span>
      ) : null}
    </button>
  );
}
