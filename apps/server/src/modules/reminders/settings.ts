import { and, desc, eq, gt, gte, isNotNull, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { appointmentNotices, appointments, businesses, premiumRequests, users, visitClientNameSql, type DbOrTx } from '@vizitas/db';
import { appError } from '@vizitas/shared';
import type { PremiumRequestBody, PremiumRequestState, ReminderSettings, UpdateReminderSettings } from '@vizitas/shared/schemas/notification-settings';
import { PREMIUM_REMINDER_OFFSETS } from '@vizitas/shared/schemas/notification-settings';
import type { CommandContext } from '#server/core/context.ts';
import { transactionWithEvents } from '#server/core/events.ts';
import type { TenantScope } from '#server/core/tenancy.ts';
import { canManageBusinessSettings } from '#server/modules/business/index.ts';
import { reminderDueAt, reminderKindOf, type ReminderKind } from './schedule.ts';

const MINUTE = 60_000;
/** How many of the next and the last reminders the settings show. */
const LISTED = 10;
/** How far ahead the settings list the reminders coming. */
const UPCOMING_DAYS = 7;
/** A premium request stands this long: asking again within it stores and mails nothing new. */
export const PREMIUM_REQUEST_STANDS_DAYS = 7;

type Offset = 1440 | 120;

/** The business's reminders: its choice, its plan, the next reminders due (within a week) and the last sent. */
export async function reminderSettings(db: DbOrTx, scope: TenantScope, now: Date): Promise<ReminderSettings> {
  const [business] = await db
    .select({ offsetsMin: businesses.reminderOffsetsMin, plan: businesses.plan, timeZone: businesses.timeZone })
    .from(businesses)
    .where(eq(businesses.id, scope.businessId));
  if (!business) throw appError('resource_not_found');
  const customer = alias(users, 'customer');
  const client = visitClientNameSql(appointments.clientName, customer.name, { orEmpty: true });

  // The next day's confirmed visits of customers with an account, their reminders not yet sent.
  const visits = await db
    .select({ appointmentId: appointments.id, startsAt: appointments.startsAt, client })
    .from(appointments)
    .leftJoin(customer, eq(customer.id, appointments.customerId))
    .where(
      scope.where(
        appointments,
        eq(appointments.status, 'confirmed'),
        isNotNull(appointments.customerId),
        gt(appointments.startsAt, now),
        lte(appointments.startsAt, new Date(now.getTime() + (UPCOMING_DAYS + 1) * 1440 * MINUTE)),
      ),
    )
    .orderBy(appointments.startsAt)
    .limit(50);
  const sentRows = await db
    .select({ appointmentId: appointmentNotices.appointmentId, kind: appointmentNotices.kind, startsAt: appointmentNotices.startsAt })
    .from(appointmentNotices)
    .where(and(eq(appointmentNotices.businessId, scope.businessId), gt(appointmentNotices.startsAt, now)));
  const sentKeys = new Set(sentRows.map((row) => `${row.appointmentId}:${row.kind}:${row.startsAt.toISOString()}`));
  const horizon = new Date(now.getTime() + UPCOMING_DAYS * 1440 * MINUTE);
  const upcoming = visits
    .flatMap((visit) =>
      // Due some time in the coming week: what the sweep will send between now and then.
      business.offsetsMin
        .map((offset) => ({ kind: reminderKindOf(offset), dueAt: reminderDueAt(visit.startsAt, offset, business.timeZone) }))
        .filter((due): due is { kind: ReminderKind; dueAt: Date } => due.kind !== null && due.dueAt < visit.startsAt && due.dueAt <= horizon && due.dueAt.getTime() > now.getTime() - 5 * MINUTE)
        .filter((due) => !sentKeys.has(`${visit.appointmentId}:${due.kind}:${visit.startsAt.toISOString()}`))
        .map((due) => ({
          appointmentId: visit.appointmentId,
          client: visit.client,
          start: visit.startsAt.toISOString(),
          kind: due.kind,
          dueAt: due.dueAt.toISOString(),
        })),
    )
    .sort((a, b) => a.dueAt.localeCompare(b.dueAt))
    .slice(0, LISTED);

  const sent = await db
    .select({ appointmentId: appointmentNotices.appointmentId, kind: appointmentNotices.kind, startsAt: appointmentNotices.startsAt, sentAt: appointmentNotices.sentAt, client })
    .from(appointmentNotices)
    .innerJoin(appointments, eq(appointments.id, appointmentNotices.appointmentId))
    .leftJoin(customer, eq(customer.id, appointments.customerId))
    .where(and(eq(appointmentNotices.businessId, scope.businessId), lte(appointmentNotices.sentAt, now)))
    .orderBy(desc(appointmentNotices.sentAt))
    .limit(LISTED);

  return {
    offsetsMin: business.offsetsMin.filter((offset): offset is Offset => offset === 1440 || offset === 120),
    plan: business.plan,
    canEdit: canManageBusinessSettings(scope),
    upcoming,
    sent: sent.map((row) => ({
      appointmentId: row.appointmentId,
      client: row.client,
      start: row.startsAt.toISOString(),
      kind: row.kind,
      sentAt: row.sentAt.toISOString(),
    })),
  };
}

/**
 * Saves the business's choice: none, 24 h, 2 h or both. The 2 h reminder is a premium feature: a
 * free-plan business gets 403 `premium_required` and nothing changes (docs/decisions/028).
 */
export async function updateReminderSettings(db: DbOrTx, scope: TenantScope, input: UpdateReminderSettings, now: Date): Promise<ReminderSettings> {
  const [business] = await db.select({ plan: businesses.plan }).from(businesses).where(eq(businesses.id, scope.businessId));
  if (!business) throw appError('resource_not_found');
  const offsets = [...input.offsetsMin].sort((a, b) => b - a);
  if (business.plan !== 'premium' && offsets.some((offset) => (PREMIUM_REMINDER_OFFSETS as readonly number[]).includes(offset))) {
    throw appError('premium_required');
  }
  await db.update(businesses).set({ reminderOffsetsMin: offsets }).where(eq(businesses.id, scope.businessId));
  return reminderSettings(db, scope, now);
}

/** The plan and the latest premium request of the business. */
export async function premiumRequestState(db: DbOrTx, scope: TenantScope): Promise<PremiumRequestState> {
  const [business] = await db.select({ plan: businesses.plan }).from(businesses).where(eq(businesses.id, scope.businessId));
  if (!business) throw appError('resource_not_found');
  const [latest] = await db
    .select({ feature: premiumRequests.feature, createdAt: premiumRequests.createdAt })
    .from(premiumRequests)
    .where(eq(premiumRequests.businessId, scope.businessId))
    .orderBy(desc(premiumRequests.createdAt))
    .limit(1);
  return { plan: business.plan, request: latest ? { feature: latest.feature, createdAt: latest.createdAt.toISOString() } : null };
}

/**
 * An owner asks for the premium plan: the request is stored and `business.premium_requested`
 * recorded in its transaction (the mail outbox mails the platform with it). The business's row is
 * locked, so two clicks at once make one request; a request from the last
 * {@link PREMIUM_REQUEST_STANDS_DAYS} days stands (answered as it is, nothing new). A business
 * already on premium: 409 `already_premium`.
 */
export async function requestPremium(ctx: CommandContext, scope: TenantScope, body: PremiumRequestBody): Promise<PremiumRequestState> {
  const now = ctx.now();
  return transactionWithEvents(ctx, async (tx, record) => {
    const [business] = await tx.select({ plan: businesses.plan }).from(businesses).where(eq(businesses.id, scope.businessId)).for('update');
    if (!business) throw appError('resource_not_found');
    if (business.plan === 'premium') throw appError('already_premium');
    const [standing] = await tx
      .select({ feature: premiumRequests.feature, createdAt: premiumRequests.createdAt })
      .from(premiumRequests)
      .where(
        and(
          eq(premiumRequests.businessId, scope.businessId),
          gte(premiumRequests.createdAt, new Date(now.getTime() - PREMIUM_REQUEST_STANDS_DAYS * 1440 * MINUTE)),
        ),
      )
      .orderBy(desc(premiumRequests.createdAt))
      .limit(1);
    if (standing) {
      return { plan: business.plan, request: { feature: standing.feature, createdAt: standing.createdAt.toISOString() }, created: false };
    }
    const [created] = await tx
      .insert(premiumRequests)
      .values(scope.values({ requestedByUserId: scope.userId, feature: body.feature, message: body.message?.trim() || null, createdAt: now }))
      .returning({ id: premiumRequests.id, feature: premiumRequests.feature, createdAt: premiumRequests.createdAt });
    await record('business.premium_requested', { businessId: scope.businessId, requestId: created!.id });
    return { plan: business.plan, request: { feature: created!.feature, createdAt: created!.createdAt.toISOString() }, created: true };
  });
}

/** What the platform's mail about a premium request tells: the business, who asked, for what. */
export async function premiumRequestFacts(
  db: DbOrTx,
  requestId: string,
): Promise<{ business: string; slug: string; name: string; email: string; feature: string; message: string | null } | null> {
  const [row] = await db
    .select({
      business: businesses.name,
      slug: businesses.slug,
      name: sql<string>`coalesce(${users.name}, '')`,
      email: sql<string>`coalesce(${users.email}, '')`,
      feature: premiumRequests.feature,
      message: premiumRequests.message,
    })
    .from(premiumRequests)
    .innerJoin(businesses, eq(businesses.id, premiumRequests.businessId))
    .leftJoin(users, eq(users.id, premiumRequests.requestedByUserId))
    .where(eq(premiumRequests.id, requestId));
  return row ?? null;
}
