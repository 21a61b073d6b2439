/**
 * The notifications dialog's rules (seed 2.2 item 4, 4 "Notification" and "Notifications dialog",
 * 5, 9), pure: what the notifications element says, whether the dialog queues itself, the marker
 * it stores when it closes, and what a click or a dismissal does to the inbox and its badges.
 */
import { NOTIFICATIONS_QUERY_PARAM, STORAGE_KEYS } from '@vizitas/shared';
import type { NotificationItem, NotificationList } from '@vizitas/shared/schemas/notification';
import { readJsonObject, writeItem, type StorageLike } from '~/lib/client/storage';

/** The dialog's id in the dialog queue (`DIALOG_PRIORITY`: after cookie consent, before web push). */
export const NOTIFICATIONS_DIALOG = 'notifications';

/** The message logged when the notifications element has no current-date marker (seed 5). */
export const MISSING_CURRENT_MESSAGE = 'Notifications element is missing its current date attribute (data-current).';

/** The notifications element's data (seed 3): `current` (required), `newest`, `count` as a string integer. */
export interface NotificationsElementData {
  current: string | null;
  newest: string | null;
  count: number;
}

/**
 * Reads the element's data as the API gave it; a missing `current` is logged as an error (seed 5)
 * and the dialog then stores nothing when it closes.
 */
export function readNotificationsElement(
  data: Partial<Pick<NotificationList, 'current' | 'newest' | 'count'>>,
  log: (message: string) => void = (message) => console.error(message),
): NotificationsElementData {
  const current = typeof data.current === 'string' && data.current !== '' ? data.current : null;
  if (current === null) log(MISSING_CURRENT_MESSAGE);
  return { current, newest: data.newest ?? null, count: parseCount(data.count) };
}

/** `count` as the element carries it (a string integer); anything else is 0. */
export function parseCount(count: string | undefined): number {
  const value = Number.parseInt(count ?? '0', 10);
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/** Whether the page's address carries `pranesimai` (with or without a value). */
export function isForcedOpen(search: string): boolean {
  return new URLSearchParams(search).has(NOTIFICATIONS_QUERY_PARAM);
}

const time = (iso: string) => new Date(iso).getTime();

/**
 * Whether the dialog queues itself (seed 4): forced by `pranesimai`; otherwise when `newest`
 * exists and nothing is stored for the business, or `newest` is later than what is stored.
 */
export function shouldQueueNotifications(input: { newest: string | null; stored: string | null; forced: boolean }): boolean {
  if (input.forced) return true;
  if (!input.newest) return false;
  if (input.stored === null) return true;
  const stored = time(input.stored);
  return Number.isNaN(stored) || time(input.newest) > stored;
}

/** The marker stored when the dialog last closed for this business, or null. */
export function storedMarker(storage: StorageLike | null, businessId: string): string | null {
  const value = readJsonObject(storage, STORAGE_KEYS.notificationsShown)[businessId];
  return typeof value === 'string' ? value : null;
}

/** Stores `current` under `notificationsShown[businessId]` (the other businesses' markers kept). */
export function storeMarker(storage: StorageLike | null, businessId: string, current: string): void {
  const all = readJsonObject(storage, STORAGE_KEYS.notificationsShown);
  writeItem(storage, STORAGE_KEYS.notificationsShown, JSON.stringify({ ...all, [businessId]: current }));
}

// --- The inbox ----------------------------------------------------------------------------------

export interface InboxState {
  items: NotificationItem[];
  /** What every badge shows; 0 means no badge. */
  count: number;
}

export function inboxOf(list: Pick<NotificationList, 'items' | 'count'>): InboxState {
  return { items: list.items, count: parseCount(list.count) };
}

/** One badge less; a badge at 1 is removed (0). */
export function decrementBadge(count: number): number {
  return count <= 1 ? 0 : count - 1;
}

/** A click on an item: an active (unseen) one loses its mark, and the badges count one less. */
export function markSeen(state: InboxState, id: string): InboxState {
  const item = state.items.find((candidate) => candidate.id === id);
  if (!item || item.seen) return state;
  return {
    items: state.items.map((candidate) => (candidate.id === id ? { ...candidate, seen: true } : candidate)),
    count: decrementBadge(state.count),
  };
}

/** Dismiss: the item goes; if it was active every badge counts one less. */
export function dismiss(state: InboxState, id: string): InboxState {
  const item = state.items.find((candidate) => candidate.id === id);
  if (!item) return state;
  return { items: state.items.filter((candidate) => candidate.id !== id), count: item.seen ? state.count : decrementBadge(state.count) };
}

// --- Groups by day ------------------------------------------------------------------------------

export interface NotificationGroup {
  /** The local date, YYYY-MM-DD. */
  key: string;
  label: string;
  items: NotificationItem[];
}

function localDate(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));
}

/**
 * The items in groups by the day they came, newest first: "Šiandien", "Vakar", then the date. A
 * group whose items are all gone is not there (its wrapper goes with its last item).
 */
export function groupByDay(
  items: NotificationItem[],
  input: { current: string; timeZone: string; labels: { today: string; yesterday: string } },
): NotificationGroup[] {
  const today = localDate(input.current, input.timeZone);
  const yesterday = localDate(new Date(time(input.current) - 86_400_000).toISOString(), input.timeZone);
  const dateLabel = new Intl.DateTimeFormat('lt-LT', { timeZone: input.timeZone, month: 'long', day: 'numeric' });
  const groups = new Map<string, NotificationGroup>();
  for (const item of items) {
    const key = localDate(item.createdAt, input.timeZone);
    let group = groups.get(key);
    if (!group) {
      const label = key === today ? input.labels.today : key === yesterday ? input.labels.yesterday : dateLabel.format(new Date(item.createdAt));
      group = { key, label, items: [] };
      groups.set(key, group);
    }
    group.items.push(item);
  }
  return [...groups.values()];
}

/** "14:05": when the item came, in the zone. */
export function itemTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('lt-LT', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));
}
