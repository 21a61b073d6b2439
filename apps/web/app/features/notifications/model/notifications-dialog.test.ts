import { describe, expect, it, vi } from 'vitest';
import type { NotificationItem } from '@vizitas/shared/schemas/notification';
import type { StorageLike } from '~/lib/client/storage';
import {
  decrementBadge,
  dismiss,
  groupByDay,
  inboxOf,
  isForcedOpen,
  markSeen,
  MISSING_CURRENT_MESSAGE,
  readNotificationsElement,
  shouldQueueNotifications,
  storedMarker,
  storeMarker,
} from './notifications-dialog';

function memoryStorage(initial: Record<string, string> = {}): StorageLike & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, String(value)),
    removeItem: (key) => void data.delete(key),
  };
}

const item = (id: string, createdAt: string, seen = false): NotificationItem => ({
  id,
  kind: 'booking_confirmed',
  text: `Pranešimas ${id}`,
  href: `/vizitai/salonas#${id}`,
  business: { id: 'b1', name: 'Salonas' },
  createdAt,
  seen,
});

describe('the notifications element', () => {
  it('reads current, newest and the count given as a string integer', () => {
    const log = vi.fn();
    expect(readNotificationsElement({ current: '2026-11-24T10:00:00.000Z', newest: '2026-11-24T09:00:00.000Z', count: '3' }, log)).toEqual({
      current: '2026-11-24T10:00:00.000Z',
      newest: '2026-11-24T09:00:00.000Z',
      count: 3,
    });
    expect(readNotificationsElement({ current: 'x', newest: null, count: 'abc' }, log)).toMatchObject({ newest: null, count: 0 });
    expect(readNotificationsElement({ current: 'x', count: '-2' }, log).count).toBe(0);
    expect(log).not.toHaveBeenCalled();
  });

  it('logs an error when the current-date attribute is missing', () => {
    const log = vi.fn();
    expect(readNotificationsElement({ newest: null, count: '0' }, log).current).toBeNull();
    expect(readNotificationsElement({ current: '', count: '0' }, log).current).toBeNull();
    expect(log).toHaveBeenCalledTimes(2);
    expect(log).toHaveBeenCalledWith(MISSING_CURRENT_MESSAGE);
  });

  it('logs to the console by default', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    readNotificationsElement({ count: '1' });
    expect(error).toHaveBeenCalledWith(MISSING_CURRENT_MESSAGE);
    error.mockRestore();
  });
});

describe('when the dialog queues itself', () => {
  const newest = '2026-11-24T09:00:00.000Z';
  it('queues when newest exists and nothing is stored, or newest is later than what is stored', () => {
    expect(shouldQueueNotifications({ newest, stored: null, forced: false })).toBe(true);
    expect(shouldQueueNotifications({ newest, stored: '2026-11-24T08:59:59.000Z', forced: false })).toBe(true);
    expect(shouldQueueNotifications({ newest, stored: 'not a date', forced: false })).toBe(true);
  });

  it('does not queue when what is stored is as new or newer, or nothing is unseen', () => {
    expect(shouldQueueNotifications({ newest, stored: newest, forced: false })).toBe(false);
    expect(shouldQueueNotifications({ newest, stored: '2026-11-24T10:00:00.000Z', forced: false })).toBe(false);
    expect(shouldQueueNotifications({ newest: null, stored: null, forced: false })).toBe(false);
  });

  it('is forced open by pranesimai in the address', () => {
    expect(isForcedOpen('?pranesimai')).toBe(true);
    expect(isForcedOpen('?verslas=ona&pranesimai=1')).toBe(true);
    expect(isForcedOpen('?pranesimas')).toBe(false);
    expect(isForcedOpen('')).toBe(false);
    expect(shouldQueueNotifications({ newest, stored: '2026-11-24T10:00:00.000Z', forced: true })).toBe(true);
    expect(shouldQueueNotifications({ newest: null, stored: null, forced: true })).toBe(true);
  });
});

describe('the stored marker', () => {
  it('is kept under notificationsShown[businessId], beside the other businesses', () => {
    const storage = memoryStorage({ notificationsShown: JSON.stringify({ b2: '2026-11-01T00:00:00.000Z' }) });
    expect(storedMarker(storage, 'b1')).toBeNull();
    storeMarker(storage, 'b1', '2026-11-24T10:00:00.000Z');
    expect(JSON.parse(storage.data.get('notificationsShown')!)).toEqual({
      b1: '2026-11-24T10:00:00.000Z',
      b2: '2026-11-01T00:00:00.000Z',
    });
    expect(storedMarker(storage, 'b1')).toBe('2026-11-24T10:00:00.000Z');
  });

  it('is "nothing stored" when the storage is broken or holds something else', () => {
    expect(storedMarker(memoryStorage({ notificationsShown: '[1]' }), 'b1')).toBeNull();
    expect(storedMarker(memoryStorage({ notificationsShown: JSON.stringify({ b1: 5 }) }), 'b1')).toBeNull();
    expect(storedMarker(null, 'b1')).toBeNull();
  });
});

describe('the inbox', () => {
  const inbox = inboxOf({
    count: '2',
    items: [item('a', '2026-11-24T09:00:00.000Z'), item('b', '2026-11-24T08:00:00.000Z'), item('c', '2026-11-23T08:00:00.000Z', true)],
  });

  it('a badge at 1 is removed, others count one less', () => {
    expect([decrementBadge(3), decrementBadge(2), decrementBadge(1), decrementBadge(0)]).toEqual([2, 1, 0, 0]);
  });

  it('a click takes the active mark off an unseen item and one off the badge; a seen one changes nothing', () => {
    const clicked = markSeen(inbox, 'a');
    expect(clicked.count).toBe(1);
    expect(clicked.items.find((x) => x.id === 'a')?.seen).toBe(true);
    expect(markSeen(clicked, 'a')).toBe(clicked);
    expect(markSeen(inbox, 'c')).toBe(inbox);
    expect(markSeen(inbox, 'unknown')).toBe(inbox);
  });

  it('dismiss removes the item; an active one takes one off every badge, a seen one does not', () => {
    const once = dismiss(inbox, 'a');
    expect(once.items.map((x) => x.id)).toEqual(['b', 'c']);
    expect(once.count).toBe(1);
    const twice = dismiss(once, 'c');
    expect(twice).toEqual({ items: [once.items[0]], count: 1 });
    const none = dismiss(twice, 'b');
    expect(none).toEqual({ items: [], count: 0 });
    expect(dismiss(none, 'b')).toBe(none);
  });

  it('groups by the day in Vilnius, today and yesterday by name; an emptied group is gone', () => {
    const labels = { today: 'Šiandien', yesterday: 'Vakar' };
    const current = '2026-11-24T10:00:00.000Z';
    const items = [
      item('a', '2026-11-24T09:00:00.000Z'),
      // 23:30 in Vilnius on the 23rd: yesterday.
      item('b', '2026-11-23T21:30:00.000Z'),
      // 00:30 on the 24th in Vilnius (22:30 UTC on the 23rd): today.
      item('c', '2026-11-23T22:30:00.000Z'),
      item('d', '2026-11-20T08:00:00.000Z'),
    ];
    const groups = groupByDay(items, { current, timeZone: 'Europe/Vilnius', labels });
    expect(groups.map((group) => [group.label, group.items.map((x) => x.id)])).toEqual([
      ['Šiandien', ['a', 'c']],
      ['Vakar', ['b']],
      ['lapkričio 20 d.', ['d']],
    ]);
    const without = groupByDay(
      items.filter((x) => x.id !== 'b'),
      { current, timeZone: 'Europe/Vilnius', labels },
    );
    expect(without.map((group) => group.label)).toEqual(['Šiandien', 'lapkričio 20 d.']);
  });
});
