import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  appointmentHistory,
  appointments,
  businessMembers,
  businesses,
  notificationPreferences,
  notifications,
  serviceNamesOf,
  specialists,
  users,
  visitClientNameSql,
  type DbOrTx,
} from '@vizitas/db';
import { appError } from '@vizitas/shared';
import { NOTIFICATION_LIST_LIMIT, type NotificationList, type NotificationListQuery } from '@vizitas/shared/schemas/notification';
import type { NotificationFacts } from './notification-texts.ts';
import { presentNotificationList, type NotificationRow } from './presenter.ts';

export const notificationNotFound = () => appError('notification_not_found');

/**
 * The rows of kinds whose topic the user turned off for the notifications dialog
 * (docs/decisions/028) are kept (push still follows them if she wants push) but not shown.
 */
function shownInApp() {
  return sql`not exists (
    select 1 from ${notificationPreferences}
    where ${notificationPreferences.userId} = ${notifications.userId}
      and ${notificationPreferences.channel} = 'in_app'
      and ${notificationPreferences.enabled} = false
      and ${notificationPreferences.topic} = (case ${notifications.kind}
        when 'reminder' then 'reminders' when 'review_request' then 'review_requests' else 'booking_changes' end))`;
}

/** A json column arrives parsed from node-postgres and PGlite alike; text only if a driver did not parse it. */
function fromJson<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

/**
 * What the notifications about one appointment are written from, in ONE query (inside the
 * command's transaction it sees the change just written); null when it no longer exists.
 */
export async function appointmentNotificationFacts(db: DbOrTx, appointmentId: string): Promise<NotificationFacts | null> {
  const customer = alias(users, 'customer');
  const [row] = await db
    .select({
      appointmentId: appointments.id,
      businessId: appointments.businessId,
      businessSlug: businesses.slug,
      businessName: businesses.name,
      timeZone: businesses.timeZone,
      status: appointments.status,
      start: appointments.startsAt,
      specialist: specialists.name,
      customerId: appointments.customerId,
      clientName: visitClientNameSql(appointments.clientName, customer.name, { orEmpty: true }),
      services: serviceNamesOf(appointments.id),
      memberIds: sql<unknown>`(
        select coalesce(json_agg(${businessMembers.userId} order by ${businessMembers.createdAt}), '[]'::json)
        from ${businessMembers} where ${businessMembers.businessId} = ${appointments.businessId})`,
      historyCount: sql<number>`(
        select count(*)::int from ${appointmentHistory} where ${appointmentHistory.appointmentId} = ${appointments.id})`,
    })
    .from(appointments)
    .innerJoin(businesses, eq(businesses.id, appointments.businessId))
    .innerJoin(specialists, eq(specialists.id, appointments.specialistId))
    .leftJoin(customer, eq(customer.id, appointments.customerId))
    .where(eq(appointments.id, appointmentId));
  if (!row) return null;
  return {
    ...row,
    memberIds: fromJson<string[]>(row.memberIds),
    historyCount: Number(row.historyCount),
  };
}

/**
 * `GET /api/user/notifications`: the user's notifications that are not dismissed, the newest
 * first (at most `NOTIFICATION_LIST_LIMIT`), with how many are unseen and when the newest unseen
 * came — all of them, not only those listed — in one statement.
 */
export async function listNotifications(db: DbOrTx, userId: string, query: NotificationListQuery, now: Date): Promise<NotificationList> {
  const rows: NotificationRow[] = await db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      text: notifications.text,
      href: notifications.href,
      createdAt: notifications.createdAt,
      seenAt: notifications.seenAt,
      businessId: notifications.businessId,
      businessName: businesses.name,
      unseenCount: sql<number>`(count(*) filter (where ${notifications.seenAt} is null) over ())::int`,
      newestUnseen: sql<string | null>`max(${notifications.createdAt}) filter (where ${notifications.seenAt} is null) over ()`,
    })
    .from(notifications)
    .innerJoin(businesses, eq(businesses.id, notifications.businessId))
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.dismissedAt),
        shownInApp(),
        query.business ? eq(notifications.businessId, query.business) : undefined,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATION_LIST_LIMIT);
  return presentNotificationList(rows, now);
}

/** How many notifications of the user are unseen and not dismissed. */
export async function unseenNotificationCount(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.seenAt), isNull(notifications.dismissedAt), shownInApp()));
  return Number(row?.n ?? 0);
}

/** The owner of a notification, or null when there is no such notification. */
export async function notificationOwner(db: DbOrTx, id: string): Promise<{ userId: string } | null> {
  const [row] = await db.select({ userId: notifications.userId }).from(notifications).where(eq(notifications.id, id)).limit(1);
  return row ?? null;
}
