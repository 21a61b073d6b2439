import { describe, expect, it, vi } from 'vitest';
import type { NotificationItem, NotificationList } from '@vizitas/shared/schemas/notification';
import { dismissNotificationItem, openNotification, type NotificationActionDeps } from './notification-actions';
import { createNotificationsStore } from './notifications-store';

const item = (id: string, seen = false): NotificationItem => ({
  id,
  kind: 'new_booking',
  text: `Pranešimas ${id}`,
  href: `/administratorius/vizitai/${id}/redaguoti`,
  business: { id: 'b1', name: 'Salonas' },
  createdAt: '2026-11-24T09:00:00.000Z',
  seen,
});

const list = (items: NotificationItem[], count: string): NotificationList => ({
  current: '2026-11-24T10:00:00.000Z',
  newest: '2026-11-24T09:00:00.000Z',
  count,
  items,
});

/** Deps that record the order of what happens. */
function depsOf(store = createNotificationsStore(), fail = false) {
  const events: string[] = [];
  const deps: NotificationActionDeps = {
    store,
    markAsSeen: vi.fn(async (id: string) => {
      events.push(`mark-as-seen ${id} (badge ${store.get().inbox.count})`);
      if (fail) throw new Error('network');
    }),
    dismiss: vi.fn(async (id: string) => {
      events.push(`dismiss ${id} (badge ${store.get().inbox.count})`);
      if (fail) throw new Error('network');
    }),
    navigate: vi.fn((href: string) => void events.push(`navigate ${href}`)),
    report: vi.fn((_error: unknown, extra: Record<string, string>) => void events.push(`report ${extra.action}`)),
  };
  return { deps, events, store };
}

describe('a click on a notification', () => {
  it('an unseen one: the active mark goes, mark-as-seen is sent, then the browser goes to its href', async () => {
    const { deps, events, store } = depsOf();
    store.load(list([item('a'), item('b')], '2'), 'b1');
    await openNotification(store.get().inbox.items[0]!, deps);
    expect(events).toEqual(['mark-as-seen a (badge 1)', 'navigate /administratorius/vizitai/a/redaguoti']);
    expect(store.get().inbox.items[0]!.seen).toBe(true);
  });

  it('a seen one: no call, straight to its href; none without an href', async () => {
    const { deps, events } = depsOf();
    await openNotification(item('a', true), deps);
    await openNotification({ ...item('b', true), href: '' }, deps);
    expect(events).toEqual(['navigate /administratorius/vizitai/a/redaguoti']);
  });

  it('a failed call is reported and the browser goes on anyway', async () => {
    const { deps, events, store } = depsOf(undefined, true);
    store.load(list([item('a')], '1'), 'b1');
    await openNotification(item('a'), deps);
    expect(events).toEqual(['mark-as-seen a (badge 0)', 'report mark-as-seen', 'navigate /administratorius/vizitai/a/redaguoti']);
  });
});

describe('dismissing a notification', () => {
  it('removes it before the call; an active one decrements the badge, removed at 1; the inbox ends empty', async () => {
    const { deps, events, store } = depsOf();
    store.load(list([item('a'), item('b'), item('c', true)], '2'), 'b1');
    const badges: number[] = [];
    store.subscribe(() => badges.push(store.get().inbox.count));
    await dismissNotificationItem('a', deps);
    await dismissNotificationItem('c', deps);
    await dismissNotificationItem('b', deps);
    expect(events).toEqual(['dismiss a (badge 1)', 'dismiss c (badge 1)', 'dismiss b (badge 0)']);
    expect(badges).toEqual([1, 1, 0]);
    expect(store.get().inbox).toEqual({ items: [], count: 0 });
  });

  it('a failed call is reported and the item stays gone', async () => {
    const { deps, events, store } = depsOf(undefined, true);
    store.load(list([item('a')], '1'), 'b1');
    await dismissNotificationItem('a', deps);
    expect(events).toEqual(['dismiss a (badge 0)', 'report dismiss']);
    expect(store.get().inbox.items).toEqual([]);
  });
});

describe('the store', () => {
  it('is not ready until the list has loaded; loading logs a missing current marker', () => {
    const log = vi.fn();
    const store = createNotificationsStore(log);
    expect(store.get().ready).toBe(false);
    store.load({ ...list([item('a')], '1'), current: '' }, 'platform', 'site');
    expect(store.get()).toMatchObject({ ready: true, businessId: 'platform', area: 'site', element: { current: null, count: 1 } });
    expect(log).toHaveBeenCalledTimes(1);
    store.reset();
    expect(store.get().ready).toBe(false);
  });
});
