import '../zod-locale';
import { z } from 'zod';
import { messages } from '../messages/index.ts';
import { adminBusinessQuerySchema } from './admin/common.ts';

/**
 * Moderating reviews: the operator's list (`/operatorius/atsiliepimai`), hiding a review with a
 * reason and showing it again, and the business's own list (`/administratorius/atsiliepimai`)
 * from which it reports a review to the operator.
 *
 * A hidden review leaves the public pages and the average; its author and the business are told
 * the reason (the Digital Services Act's statement of reasons). A business's open report (not
 * yet hidden or kept by the operator) puts the review at the top of the operator's list.
 */

export const MODERATION_REASON_MAX = 1000;
export const REVIEW_MODERATION_PAGE_SIZE = 25;

const v = messages.reviewModeration.validation;

const pageSchema = z.coerce
  .number({ error: v.page })
  .int({ error: v.page })
  .min(1, { error: v.page })
  .max(10_000, { error: v.page })
  .default(1);

/** The reason of a hide or a report: the sentence the other side reads. */
export const moderationReasonSchema = z.object({
  reason: z.string({ error: v.reason }).trim().min(1, { error: v.reason }).max(MODERATION_REASON_MAX, { error: v.reasonLength }),
});
export type ModerationReason = z.infer<typeof moderationReasonSchema>;

/** Which reviews the operator's list pages through. */
export const MODERATION_VIEWS = ['all', 'hidden'] as const;
export type ModerationView = (typeof MODERATION_VIEWS)[number];

export const operatorReviewsQuerySchema = z.object({
  view: z.enum(MODERATION_VIEWS, { error: v.view }).default('all'),
  page: pageSchema,
});
export type OperatorReviewsQuery = z.infer<typeof operatorReviewsQuerySchema>;

export const reviewIdParamsSchema = z.object({ id: z.uuid({ error: v.id }) });

const moderationMarkSchema = z.object({
  at: z.string(),
  reason: z.string(),
  /** Who did it; null once the account is gone. */
  by: z.string().nullable(),
});

/** A review as moderation sees it: its visit, whether it is hidden, and the business's report. */
export const moderatedReviewSchema = z.object({
  id: z.string(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  authorName: z.string(),
  createdAt: z.string(),
  business: z.object({ id: z.string(), slug: z.string(), name: z.string() }),
  visit: z.object({ id: z.string(), start: z.string(), specialist: z.string(), services: z.array(z.string()) }),
  hidden: moderationMarkSchema.nullable(),
  /** The business's last report; `open` until the operator hid the review or kept it. */
  report: moderationMarkSchema.extend({ open: z.boolean() }).nullable(),
});
export type ModeratedReview = z.infer<typeof moderatedReviewSchema>;

export const operatorReviewsSchema = z.object({
  /** Every open report, the newest first (they top the list whatever the page). */
  reported: z.array(moderatedReviewSchema),
  /** The page of `view`: every review or the hidden ones, the newest first. */
  items: z.array(moderatedReviewSchema),
  view: z.enum(MODERATION_VIEWS),
  counts: z.object({ all: z.number().int(), hidden: z.number().int(), reported: z.number().int() }),
  page: z.number().int(),
  pageSize: z.number().int(),
  hasMore: z.boolean(),
});
export type OperatorReviews = z.infer<typeof operatorReviewsSchema>;

export const adminReviewsQuerySchema = adminBusinessQuerySchema.extend({ page: pageSchema });

/** The business's own reviews, hidden ones with the operator's reason, and the public average. */
export const adminReviewsSchema = z.object({
  items: z.array(moderatedReviewSchema),
  /** What the public pages show: the visible reviews' count and average. */
  rating: z.object({ count: z.number().int(), average: z.number().nullable() }),
  page: z.number().int(),
  pageSize: z.number().int(),
  hasMore: z.boolean(),
});
export type AdminReviews = z.infer<typeof adminReviewsSchema>;
