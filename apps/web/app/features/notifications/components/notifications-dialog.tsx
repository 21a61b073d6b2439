import { type KeyboardEvent, type MouseEvent, useId, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { DEFAULT_TIME_ZONE, format, messages, NOTIFICATIONS_DIALOG as NOTIFICATIONS_DIALOG_SIZE } from '@vizitas/shared';
import type { NotificationItem } from '@vizitas/shared/schemas/notification';
import { Icon } from '~/components/chrome/icons';
import { GenericModal } from '~/components/dialogs/generic-modal';
import { reportError } from '~/lib/client/report-error';
import { localStore } from '~/lib/client/storage';
import { useDismissNotification } from '~/features/notifications/api/dismiss-notification';
import { useMarkNotificationAsSeen } from '~/features/notifications/api/mark-notification-as-seen';
import { dismissNotificationItem, openNotification, type NotificationActionDeps } from '~/features/notifications/model/notification-actions';
import { groupByDay, itemTime, NOTIFICATIONS_DIALOG, storeMarker } from '~/features/notifications/model/notifications-dialog';
import { notificationsStore } from '~/features/notifications/model/notifications-store';
import './notifications.css';

const m = messages.notifications;
type Tab = 'inbox' | 'about';
const TABS: Tab[] = ['inbox', 'about'];

function NotificationRow({ item, deps }: { item: NotificationItem; deps: NotificationActionDeps }) {
  const active = !item.seen;
  const onOpen = (event: MouseEvent<HTMLAnchorElement>) => {
    // A modified click (new tab, new window) is the browser's own.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void openNotification(item, deps);
  };
  return (
    <li className={active ? 'vz-ntf-item is-active' : 'vz-ntf-item'} data-notification-id={item.id} data-active={active ? 'true' : 'false'}>
      <a className="vz-ntf-item__link" href={item.href} onClick={onOpen}>
        {active ? <span className="vz-visually-hidden">{m.unseen}: </span> : null}
        <span className="vz-ntf-item__text">{item.text}</span>
        <span className="vz-ntf-item__meta">
          {item.business.name} · {itemTime(item.createdAt, DEFAULT_TIME_ZONE)}
        </span>
      </a>
      <button
        type="button"
        className="vz-ntf-item__dismiss"
        aria-label={m.dismiss}
        title={m.dismiss}
        onClick={() => void dismissNotificationItem(item.id, deps)}
      >
        <Icon name="close" size={16} />
      </button>
    </li>
  );
}

/**
 * The notifications dialog (seed 2.2 item 4, 4, 9): the wide dialog (width 700, height 70 %,
 * rounded, the fullscreen class: the whole screen on a phone) with tabs — the notifications, by
 * day, the unseen ones marked active, each with its dismiss button, or the empty-inbox message; and
 * what the notifications are about.
 */
export default function NotificationsDialog() {
  const snapshot = useSyncExternalStore(notificationsStore.subscribe, notificationsStore.get, notificationsStore.get);
  const markAsSeen = useMarkNotificationAsSeen();
  const dismiss = useDismissNotification();
  const [tab, setTab] = useState<Tab>('inbox');
  const id = useId();
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);

  const deps: NotificationActionDeps = {
    store: notificationsStore,
    markAsSeen: (notificationId) => markAsSeen.mutateAsync(notificationId),
    dismiss: (notificationId) => dismiss.mutateAsync(notificationId),
    navigate: (href) => {
      // Leaving through a notification closes the dialog too: the marker is stored as on close, so
      // the next page does not open it again by itself.
      const { businessId, element } = notificationsStore.get();
      if (businessId && element.current) storeMarker(localStore(), businessId, element.current);
      window.location.assign(href);
    },
    report: (error, extra) => reportError(error, extra),
  };

  const { items, count } = snapshot.inbox;
  const current = snapshot.element.current ?? new Date().toISOString();
  const groups = useMemo(
    () => groupByDay(items, { current, timeZone: DEFAULT_TIME_ZONE, labels: { today: m.today, yesterday: m.yesterday } }),
    [items, current],
  );

  // Arrow keys move between the tabs (the tabs pattern).
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const next = (index + (event.key === 'ArrowRight' ? 1 : TABS.length - 1)) % TABS.length;
    setTab(TABS[next]!);
    tabRefs.current[next]?.focus();
  };
  const label = (name: Tab) => (name === 'inbox' ? m.tab : m.aboutTab);

  return (
    <GenericModal id={NOTIFICATIONS_DIALOG} title={m.title} width={NOTIFICATIONS_DIALOG_SIZE.width} className="vz-ntf-dialog fullscreen">
      <div className="vz-ntf" data-testid="notifications-dialog">
        <div role="tablist" aria-label={m.title} className="vz-ntf-tabs">
          {TABS.map((name, index) => (
            <button
              key={name}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-${name}-tab`}
              aria-controls={`${id}-${name}`}
              aria-selected={tab === name}
              tabIndex={tab === name ? 0 : -1}
              className="vz-ntf-tabs__tab"
              onClick={() => setTab(name)}
              onKeyDown={(event) => onTabKey(event, index)}
            >
              {label(name)}
              {name === 'inbox' && count > 0 ? (
                <span className="vz-bell__badge vz-bell__badge--tab" data-testid="notifications-badge">
                  <span aria-hidden="true">{count}</span>
                  <span className="vz-visually-hidden">{format(m.badge, { count })}</span>
                </span>
              ) : null}
            </button>
          ))}
        </div>
        <div role="tabpanel" id={`${id}-inbox`} aria-labelledby={`${id}-inbox-tab`} hidden={tab !== 'inbox'} className="vz-ntf-panel">
          {items.length === 0 ? (
            <p className="vz-ntf-empty" data-testid="notifications-empty">
              {m.empty}
            </p>
          ) : (
            groups.map((group) => (
              <section key={group.key} className="vz-ntf-group" aria-labelledby={`${id}-${group.key}`}>
                <h3 className="vz-ntf-group__title" id={`${id}-${group.key}`}>
                  {group.label}
                </h3>
                <ul className="vz-ntf-group__list">
                  {group.items.map((item) => (
                    <NotificationRow key={item.id} item={item} deps={deps} />
                  ))}
                </ul>
              </section>
            ))
          )}
        </div>
        <div role="tabpanel" id={`${id}-about`} aria-labelledby={`${id}-about-tab`} hidden={tab !== 'about'} className="vz-ntf-panel">
          <p className="vz-ntf-about">{snapshot.area === 'admin' ? m.aboutAdmin : m.about}</p>
        </div>
      </div>
    </GenericModal>
  );
}
