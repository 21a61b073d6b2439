import type { NotificationItem, NotificationList } from '@vizitas/shared/schemas/notification';
import type { NotificationKind } from '@vizitas/db';

/** One row of the list as the statement returns it, with the totals beside it. */
export interface NotificationRow {
  id: string;
  kind: NotificationKind;
  text: string;
  href: string;
  createdAt: Date | string;
  seenAt: Date | string | null;
  businessId: string;
  businessName: string;
  unseenCount: number | string;
  newestUnseen: Date | string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

export function presentNotification(row: NotificationRow): NotificationItem {
  return {
    id: row.id,
    kind: row.kind,
    text: row.text,
    href: row.href,
    business: { id: row.businessId, name: row.businessName },
    createdAt: iso(row.createdAt),
    seen: row.seenAt !== null,
  };
}

/** The notifications element's data (seed 3): `current`, `newest`, `count` as a string integer, the items. */
export function presentNotificationList(rows: NotificationRow[], now: Date): NotificationList {
  const first = rows[0];
  return {
    current: now.toISOString(),
    newest: first?.newestUnseen ? iso(first.newestUnseen) : null,
    count: String(Number(first?.unseenCount ?? 0)),
    items: rows.map(presentNotification),
  };
}
