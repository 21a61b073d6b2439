import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { lazyModal, useModalEntry } from '~/components/dialogs/lazy-modal';
import { openModal } from '~/components/dialogs/modal-store';
import type { NotificationsCenterProps } from '~/components/layout/app-shell-layout';
import { getQueryClient } from '~/lib/api/query-client';
import { queueDialog } from '~/lib/client/dialog-queue';
import { reportError } from '~/lib/client/report-error';
import { localStore } from '~/lib/client/storage';
import { useNotifications } from '~/features/notifications/api/get-notifications';
import {
  isForcedOpen,
  NOTIFICATIONS_DIALOG,
  shouldQueueNotifications,
  storedMarker,
  storeMarker,
} from '~/features/notifications/model/notifications-dialog';
import { notificationsStore } from '~/features/notifications/model/notifications-store';

const NotificationsModal = lazyModal(NOTIFICATIONS_DIALOG, () => import('./notifications-dialog'));

function Center({ scopeId, business, area }: NotificationsCenterProps) {
  const query = useNotifications(business);
  const entry = useModalEntry(NOTIFICATIONS_DIALOG);

  useEffect(() => {
    // 401 after a logout in another tab is no error worth reporting.
    if (query.error && (query.error as { status?: number }).status !== 401) reportError(query.error, { where: 'notifications' });
  }, [query.error]);

  // The list is the notifications element: the dialog exists from now on, and may queue itself.
  useEffect(() => {
    if (!query.data) return undefined;
    const snapshot = notificationsStore.load(query.data, scopeId, area);
    const queued = shouldQueueNotifications({
      newest: snapshot.element.newest,
      stored: storedMarker(localStore(), scopeId),
      forced: isForcedOpen(window.location.search),
    });
    if (!queued) return undefined;
    NotificationsModal.preload();
    return queueDialog(NOTIFICATIONS_DIALOG, () => {
      openModal(NOTIFICATIONS_DIALOG);
      return true;
    });
  }, [query.data, scopeId, area]);

  // On close the current marker is stored under notificationsShown[businessId] (local storage).
  const wasOpen = useRef(false);
  useEffect(() => {
    if (entry) {
      wasOpen.current = true;
      return;
    }
    if (!wasOpen.current) return;
    wasOpen.current = false;
    const current = notificationsStore.get().element.current;
    if (current) storeMarker(localStore(), scopeId, current);
  }, [entry, scopeId]);

  return query.data ? <NotificationsModal /> : null;
}

/**
 * The notifications dialog's center (seed 2.2 item 4, 4), mounted once per page for a logged-in
 * user: asks for the list (the notifications element's data), fills the store every bell reads,
 * queues the dialog when it should open by itself and stores the marker when it closes.
 */
export default function NotificationsCenter(props: NotificationsCenterProps) {
  // The page's one client (the admin layout's too): one per page in the browser.
  const [client] = useState(getQueryClient);
  return (
    <QueryClientProvider client={client}>
      <Center {...props} />
    </QueryClientProvider>
  );
}
