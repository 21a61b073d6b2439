import '../zod-locale';
import { z } from 'zod';
import { messages } from '../messages/index.ts';
import { CONTROL_CHARACTERS_IN_TEXT } from '../text-characters.ts';

/** The most characters a review comment may have (the database checks it too). */
export const REVIEW_COMMENT_MAX = 2000;

/** A comment: trimmed, up to 2000 characters, no control characters; empty means "no comment". */
export const reviewCommentSchema = z
  .string()
  .trim()
  .max(REVIEW_COMMENT_MAX, `Atsiliepimas per ilgas (daugiausia ${REVIEW_COMMENT_MAX} simbolių).`)
  .refine((text) => !CONTROL_CHARACTERS_IN_TEXT.test(text), messages.form.badCharacters);

export const reviewRatingSchema = z
  .number()
  .int('Įvertinimas turi būti nuo 1 iki 5.')
  .min(1, 'Įvertinimas turi būti nuo 1 iki 5.')
  .max(5, 'Įvertinimas turi būti nuo 1 iki 5.');

/** `POST /api/user/review`: a customer rates their own completed visit. */
export const createReviewSchema = z
  .object({
    appointment: z.uuid(),
    rating: reviewRatingSchema,
    comment: reviewCommentSchema.optional(),
  })
  .strict();
export type CreateReviewInput = z.infer<typeof createReviewSchema>;

/** `PATCH /api/user/review/{id}`: the second step (a comment), or a changed rating. */
export const updateReviewSchema = z
  .object({
    rating: reviewRatingSchema.optional(),
    comment: reviewCommentSchema.nullable().optional(),
  })
  .strict()
  .refine((body) => body.rating !== undefined || body.comment !== undefined, 'Nurodykite įvertinimą arba atsiliepimą.');
export type UpdateReviewInput = z.infer<typeof updateReviewSchema>;

export const reviewIdParamsSchema = z.object({ id: z.uuid() });

/** A review as its author sees it. */
export const reviewSchema = z.object({
  id: z.string(),
  appointmentId: z.string(),
  business: z.object({ id: z.string(), slug: z.string(), name: z.string() }),
  authorName: z.string(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  createdAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

/** A review on a business's public page. */
export const publicReviewSchema = z.object({
  id: z.string(),
  authorName: z.string(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  createdAt: z.string(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

/** Average (one decimal) and number of a business's reviews; `average` is null without reviews. */
export const ratingSummarySchema = z.object({
  average: z.number().nullable(),
  count: z.number().int(),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

export const reviewsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(5),
});

/** `GET /api/public/business/{slug}/reviews`: newest first, a page at a time, with the summary. */
export const reviewPageSchema = z.object({
  items: z.array(publicReviewSchema),
  rating: ratingSummarySchema,
  page: z.number().int(),
  pageSize: z.number().int(),
  hasMore: z.boolean(),
});
export type ReviewPage = z.infer<typeof reviewPageSchema>;

/** `GET /api/user/review/pending`: the customer's newest completed visit that has no review yet. */
export const pendingReviewSchema = z.object({
  appointment: z
    .object({
      id: z.string(),
      business: z.object({ id: z.string(), slug: z.string(), name: z.string() }),
      specialistName: z.string(),
      start: z.string(),
      services: z.array(z.string()),
    })
    .nullable(),
});
export type PendingReview = z.infer<typeof pendingReviewSchema>;
