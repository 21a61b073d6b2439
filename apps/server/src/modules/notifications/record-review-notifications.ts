import { eq } from 'drizzle-orm';
import { businessMembers, businesses, notifications, reviews, type Tx } from '@vizitas/db';
import { format, generatePath, messages } from '@vizitas/shared';
import type { DomainEvents } from '#server/core/events.ts';
import type { RecordedNotification } from './record-notifications.ts';

const TEXT_MAX = 1000;
const t = messages.reviewModeration.notice;

const cut = (text: string) => (text.length > TEXT_MAX ? `${text.slice(0, TEXT_MAX - 1)}…` : text);

/**
 * The statement of reasons of a hidden review, in the bell: its author (with an account) reads
 * why on her visits, the business's members on their reviews page. Keyed by the hide (its time),
 * so a review hidden again after it was shown tells them again, and the same hide never twice.
 */
export async function recordReviewHiddenNotifications(
  tx: Tx,
  event: DomainEvents['review.hidden'],
  now: Date,
): Promise<RecordedNotification[]> {
  const [review] = await tx
    .select({
      customerId: reviews.customerId,
      appointmentId: reviews.appointmentId,
      authorName: reviews.authorName,
      rating: reviews.rating,
      business: { id: businesses.id, slug: businesses.slug, name: businesses.name },
    })
    .from(reviews)
    .innerJoin(businesses, eq(businesses.id, reviews.businessId))
    .where(eq(reviews.id, event.reviewId));
  if (!review) return [];
  const members = await tx
    .select({ userId: businessMembers.userId })
    .from(businessMembers)
    .where(eq(businessMembers.businessId, review.business.id));
  const eventKey = `review.hidden:${event.reviewId}:${event.hiddenAt}`;
  const rows = [
    ...(review.customerId
      ? [
          {
            userId: review.customerId,
            text: cut(format(t.author, { business: review.business.name, reason: event.reason })),
            href: generatePath('my_appointments'),
          },
        ]
      : []),
    ...members
      .filter((member) => member.userId !== review.customerId)
      .map((member) => ({
        userId: member.userId,
        text: cut(format(t.business, { author: review.authorName, rating: review.rating, reason: event.reason })),
        href: generatePath('admin_reviews', { slug: review.business.slug }),
      })),
  ];
  if (rows.length === 0) return [];
  return tx
    .insert(notifications)
    .values(
      rows.map((row) => ({
        ...row,
        kind: 'review_hidden' as const,
        businessId: review.business.id,
        appointmentId: review.appointmentId,
        eventKey,
        createdAt: now,
      })),
    )
    .onConflictDoNothing({ target: [notifications.userId, notifications.eventKey] })
    .returning({ id: notifications.id, userId: notifications.userId, kind: notifications.kind });
}
