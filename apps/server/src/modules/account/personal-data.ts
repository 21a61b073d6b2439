import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  appointments,
  businesses,
  businessMembers,
  clientInvitations,
  contactMessages,
  loginAttempts,
  notificationPreferences,
  notifications,
  pushSubscriptions,
  reviews,
  serviceNamesOf,
  sessions,
  specialists,
  users,
  type DbOrTx,
} from '@vizitas/db';
import { HOLDING_STATUSES } from '@vizitas/booking-engine';
import { appError, messages } from '@vizitas/shared';
import type { CommandContext } from '#server/core/context.ts';
import { transactionWithEvents } from '#server/core/events.ts';
import { verifyPassword } from '#server/lib/passwords.ts';
import { recordStatusChange, transitionAppointment } from '#server/modules/booking/index.ts';

/**
 * A person's rights over her data (GDPR articles 15, 17 and 20; issue 11 item 7): a copy of
 * everything the product keeps about her, and erasing it. Businesses keep their appointment
 * records, without her personal data (docs/decisions/030).
 */

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** Everything kept about one person, as she downloads it (JSON). */
export async function exportPersonalData(db: DbOrTx, input: { userId: string; now: Date }) {
  const [user] = await db.select().from(users).where(eq(users.id, input.userId));
  if (!user) throw appError('unauthorized');
  const [visits, written, preferences, devices, pushes, memberships, notices] = await Promise.all([
    db
      .select({
        id: appointments.id,
        business: businesses.name,
        specialist: specialists.name,
        startsAt: appointments.startsAt,
        endsAt: appointments.endsAt,
        status: appointments.status,
        priceCents: appointments.priceCents,
        customerNote: appointments.customerNote,
        cancellationReason: appointments.cancellationReason,
        createdAt: appointments.createdAt,
        services: serviceNamesOf(appointments.id),
      })
      .from(appointments)
      .innerJoin(businesses, eq(businesses.id, appointments.businessId))
      .innerJoin(specialists, eq(specialists.id, appointments.specialistId))
      .where(eq(appointments.customerId, user.id))
      .orderBy(asc(appointments.startsAt)),
    db
      .select({
        business: businesses.name,
        authorName: reviews.authorName,
        rating: reviews.rating,
        comment: reviews.comment,
        createdAt: reviews.createdAt,
      })
      .from(reviews)
      .innerJoin(businesses, eq(businesses.id, reviews.businessId))
      .where(eq(reviews.customerId, user.id))
      .orderBy(asc(reviews.createdAt)),
    db
      .select({
        topic: notificationPreferences.topic,
        channel: notificationPreferences.channel,
        enabled: notificationPreferences.enabled,
      })
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, user.id)),
    db
      .select({ userAgent: sessions.userAgent, ip: sessions.ip, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt })
      .from(sessions)
      .where(eq(sessions.userId, user.id)),
    db.select({ createdAt: pushSubscriptions.createdAt }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id)),
    db
      .select({ business: businesses.name, role: businessMembers.role })
      .from(businessMembers)
      .innerJoin(businesses, eq(businesses.id, businessMembers.businessId))
      .where(eq(businessMembers.userId, user.id)),
    db
      .select({ text: notifications.text, createdAt: notifications.createdAt, seenAt: notifications.seenAt })
      .from(notifications)
      .where(and(eq(notifications.userId, user.id), isNull(notifications.dismissedAt)))
      .orderBy(asc(notifications.createdAt)),
  ]);
  return {
    exportedAt: input.now.toISOString(),
    account: {
      name: user.name,
      email: user.email,
      emailVerifiedAt: iso(user.emailVerifiedAt),
      phoneNumber: user.phoneNumber,
      twoFactorEnabled: user.totpEnabledAt !== null,
      termsVersion: user.termsVersion,
      termsAcceptedAt: iso(user.termsAcceptedAt),
      createdAt: iso(user.createdAt),
      acceptTerms: true,
    },
    memberships,
    visits: visits.map((visit) => ({
      ...visit,
      startsAt: iso(visit.startsAt),
      endsAt: iso(visit.endsAt),
      createdAt: iso(visit.createdAt),
    })),
    reviews: written.map((review) => ({ ...review, createdAt: iso(review.createdAt) })),
    notificationPreferences: preferences,
    notifications: notices.map((notice) => ({ ...notice, createdAt: iso(notice.createdAt), seenAt: iso(notice.seenAt) })),
    devices: devices.map((device) => ({ ...device, createdAt: iso(device.createdAt), lastSeenAt: iso(device.lastSeenAt) })),
    pushSubscriptions: pushes.length,
  };
}

export type PersonalData = Awaited<ReturnType<typeof exportPersonalData>>;

/** Her visits that still hold time: pending or confirmed, starting after `now` (deleting cancels them). */
function upcomingVisitsOf(userId: string, now: Date) {
  return and(
    eq(appointments.customerId, userId),
    inArray(appointments.status, [...HOLDING_STATUSES]),
    sql`${appointments.startsAt} > ${now.toISOString()}`,
  );
}

/** What deleting the account would do: the visits it cancels, and the businesses that stop it. */
export async function deletionPreview(db: DbOrTx, input: { userId: string; now: Date }) {
  const [[row], owned] = await Promise.all([
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(appointments)
      .where(upcomingVisitsOf(input.userId, input.now)),
    db
      .select({ name: businesses.name })
      .from(businessMembers)
      .innerJoin(businesses, eq(businesses.id, businessMembers.businessId))
      .where(and(eq(businessMembers.userId, input.userId), eq(businessMembers.role, 'owner')))
      .orderBy(asc(businesses.name)),
  ]);
  return { upcomingVisits: row?.count ?? 0, ownedBusinesses: owned.map((business) => business.name) };
}

/**
 * Deletes the account after its password confirms it. In one transaction: her upcoming visits are
 * cancelled (the businesses are told, as when she cancels one), her past and cancelled visits
 * keep the business's record under "Ištrinta paskyra" without her phone and note, her reviews stay
 * without her name, the businesses' notifications about her visits lose her name, and the rows
 * that are hers alone go with the user row (sessions, notifications, preferences, push
 * subscriptions, client cards, tokens: their foreign keys cascade). An owner of a business is
 * refused (409 `business_owner`): the business would be left without one.
 */
export async function deleteAccount(
  ctx: CommandContext,
  input: { userId: string; password: string },
): Promise<{ cancelled: number }> {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, input.userId));
  if (!user) throw appError('unauthorized');
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    throw appError('wrong_password', { password: [messages.errors.wrong_password] });
  }
  const now = ctx.now();
  const p = messages.profile.privacy;
  return transactionWithEvents(ctx, async (tx, record) => {
    const [owner] = await tx
      .select({ businessId: businessMembers.businessId })
      .from(businessMembers)
      .where(and(eq(businessMembers.userId, user.id), eq(businessMembers.role, 'owner')))
      .limit(1);
    if (owner) throw appError('business_owner');

    const upcoming = await tx.select({ id: appointments.id }).from(appointments).where(upcomingVisitsOf(user.id, now));
    for (const visit of upcoming) {
      const change = await transitionAppointment(tx, {
        appointmentId: visit.id,
        action: 'cancel',
        byUserId: user.id,
        reason: p.cancelledReason,
      });
      await recordStatusChange(record, change, { userId: user.id, side: 'customer', reason: p.cancelledReason });
    }

    const own = tx.select({ id: appointments.id }).from(appointments).where(eq(appointments.customerId, user.id));
    // Other people's notifications about her visits (the business's members) name her: no longer.
    await tx
      .update(notifications)
      .set({ text: sql`replace(${notifications.text}, ${user.name}, ${p.anonymousClient})` })
      .where(inArray(notifications.appointmentId, own));
    await tx
      .update(appointments)
      .set({ clientName: p.anonymousClient, clientPhone: null, customerNote: null, customerId: null, updatedAt: now })
      .where(eq(appointments.customerId, user.id));
    await tx
      .update(reviews)
      .set({ authorName: p.anonymousReviewer, customerId: null, updatedAt: now })
      .where(eq(reviews.customerId, user.id));
    await tx.delete(contactMessages).where(eq(contactMessages.userId, user.id));
    await tx.delete(clientInvitations).where(eq(clientInvitations.email, user.email));
    await tx.delete(loginAttempts).where(eq(loginAttempts.email, user.email));
    await tx.delete(users).where(eq(users.id, user.id));
    return { cancelled: upcoming.length };
  });
}
