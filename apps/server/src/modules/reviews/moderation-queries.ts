/**
 * What moderating reviews reads: the operator's list, the business's own list, one review as
 * moderation shows it, and whom a hidden review's reason is mailed to. The changes are
 * hide-review.ts, show-review.ts and report-review.ts.
 */
import { and, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  appointments,
  businessMembers,
  businesses,
  reviews,
  serviceNamesOf,
  specialists,
  users,
  visibleReview,
  type Db,
  type DbOrTx,
} from '@vizitas/db';
import { appError } from '@vizitas/shared';
import {
  REVIEW_MODERATION_PAGE_SIZE,
  type AdminReviews,
  type ModeratedReview,
  type OperatorReviews,
  type OperatorReviewsQuery,
} from '@vizitas/shared/schemas/review-moderation';
import type { TenantScope } from '#server/core/tenancy.ts';

/** An open report: the business reported a visible review and the operator has not kept it yet. */
const openReport = and(isNotNull(reviews.reportedAt), isNull(reviews.reportClosedAt), visibleReview())!;

const sqlAverage = sql<string | null>`round(avg(${reviews.rating}), 1)::text`;

const hider = alias(users, 'review_hider');
const reporter = alias(users, 'review_reporter');

function moderatedRows(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({
      review: reviews,
      business: { id: businesses.id, slug: businesses.slug, name: businesses.name },
      visit: {
        id: appointments.id,
        start: appointments.startsAt,
        specialist: specialists.name,
        services: serviceNamesOf(appointments.id),
      },
      hiddenBy: hider.name,
      reportedBy: reporter.name,
    })
    .from(reviews)
    .innerJoin(businesses, eq(businesses.id, reviews.businessId))
    .innerJoin(appointments, eq(appointments.id, reviews.appointmentId))
    .innerJoin(specialists, eq(specialists.id, appointments.specialistId))
    .leftJoin(hider, eq(hider.id, reviews.hiddenByUserId))
    .leftJoin(reporter, eq(reporter.id, reviews.reportedByUserId))
    .where(where);
}

type ModeratedRow = Awaited<ReturnType<typeof moderatedRows>>[number];

function present(row: ModeratedRow): ModeratedReview {
  const { review } = row;
  return {
    id: review.id,
    rating: review.rating,
    comment: review.comment,
    authorName: review.authorName,
    createdAt: review.createdAt.toISOString(),
    business: row.business,
    visit: { ...row.visit, start: row.visit.start.toISOString() },
    hidden:
      review.hiddenAt && review.hiddenReason !== null
        ? { at: review.hiddenAt.toISOString(), reason: review.hiddenReason, by: row.hiddenBy }
        : null,
    report:
      review.reportedAt && review.reportedReason !== null
        ? {
            at: review.reportedAt.toISOString(),
            reason: review.reportedReason,
            by: row.reportedBy,
            open: review.reportClosedAt === null,
          }
        : null,
  };
}

export async function moderatedReview(db: DbOrTx, reviewId: string): Promise<ModeratedReview> {
  const [row] = await moderatedRows(db, eq(reviews.id, reviewId)).limit(1);
  if (!row) throw appError('resource_not_found');
  return present(row);
}

/** The operator's list: every open report, then a page of every review (or the hidden ones), newest first. */
export async function listReviewsForModeration(db: Db, query: OperatorReviewsQuery): Promise<OperatorReviews> {
  const size = REVIEW_MODERATION_PAGE_SIZE;
  const pageWhere = query.view === 'hidden' ? isNotNull(reviews.hiddenAt) : undefined;
  const [reported, rows, [counts]] = await Promise.all([
    moderatedRows(db, openReport).orderBy(desc(reviews.reportedAt), desc(reviews.id)).limit(100),
    moderatedRows(db, pageWhere)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(size + 1)
      .offset((query.page - 1) * size),
    db
      .select({
        all: count(),
        hidden: count(reviews.hiddenAt),
        reported: sql<number>`(count(*) filter (where ${openReport}))::int`,
      })
      .from(reviews),
  ]);
  return {
    reported: reported.map(present),
    items: rows.slice(0, size).map(present),
    view: query.view,
    counts: { all: counts?.all ?? 0, hidden: counts?.hidden ?? 0, reported: counts?.reported ?? 0 },
    page: query.page,
    pageSize: size,
    hasMore: rows.length > size,
  };
}

/** The business's reviews, hidden ones too (with the reason), newest first, and the public average. */
export async function listBusinessReviews(db: Db, scope: TenantScope, page: number): Promise<AdminReviews> {
  const size = REVIEW_MODERATION_PAGE_SIZE;
  const [rows, [rating]] = await Promise.all([
    moderatedRows(db, scope.where(reviews))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(size + 1)
      .offset((page - 1) * size),
    db.select({ count: count(), average: sqlAverage }).from(reviews).where(scope.where(reviews, visibleReview())),
  ]);
  const visible = rating?.count ?? 0;
  return {
    items: rows.slice(0, size).map(present),
    rating: { count: visible, average: visible > 0 && rating?.average ? Number(rating.average) : null },
    page,
    pageSize: size,
    hasMore: rows.length > size,
  };
}

/** Whom a hidden review's statement of reasons is mailed to: its author (with an account) and the owners. */
export async function reviewHiddenRecipients(db: DbOrTx, reviewId: string) {
  const [review] = await db
    .select({
      authorName: reviews.authorName,
      rating: reviews.rating,
      business: { id: businesses.id, slug: businesses.slug, name: businesses.name },
      author: { id: users.id, email: users.email },
    })
    .from(reviews)
    .innerJoin(businesses, eq(businesses.id, reviews.businessId))
    .leftJoin(users, eq(users.id, reviews.customerId))
    .where(eq(reviews.id, reviewId));
  if (!review) return null;
  const owners = await db
    .select({ id: users.id, email: users.email })
    .from(businessMembers)
    .innerJoin(users, eq(users.id, businessMembers.userId))
    .where(and(eq(businessMembers.businessId, review.business.id), eq(businessMembers.role, 'owner')));
  return { ...review, author: review.author?.id ? review.author : null, owners };
}
