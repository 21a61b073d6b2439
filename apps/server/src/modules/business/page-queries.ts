/** What the public business page shows beside its catalogue: gallery, this week's hours, reviews. */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { galleryImages, reviews, visibleReview, type Db } from '@vizitas/db';
import { localDateOf } from '@vizitas/booking-engine';
import type { GalleryImages, OpeningWeek } from '@vizitas/shared/schemas/business';
import type { RatingSummary, ReviewPage } from '@vizitas/shared/schemas/review';
import { businessCatalogue, candidatesOf, findBusinessOrThrow } from '#server/modules/availability/index.ts';
import type { ReadContext } from '#server/core/context.ts';
import { openingWeek, weekStartOf } from './opening-hours.ts';

export async function galleryOf(db: Db, slug: string): Promise<GalleryImages> {
  const business = await findBusinessOrThrow(db, slug);
  const rows = await db
    .select()
    .from(galleryImages)
    .where(eq(galleryImages.businessId, business.id))
    .orderBy(asc(galleryImages.position), asc(galleryImages.createdAt), asc(galleryImages.id));
  return {
    items: rows.map((row) => ({
      id: row.id,
      url: row.url,
      phoneUrl: row.phoneUrl,
      alt: row.alt,
      width: row.width,
      height: row.height,
    })),
  };
}

/**
 * Monday–Sunday of the business's current local week, from its active specialists' calendars
 * (the booking calendar's cached catalogue: weekly hours, overrides, days off, exclusions).
 */
export async function openingHoursOf(reader: ReadContext, slug: string, nowMs: number): Promise<OpeningWeek> {
  const business = await findBusinessOrThrow(reader.db, slug);
  const weekStart = weekStartOf(nowMs, business.timeZone);
  const catalogue = await businessCatalogue(reader, slug, nowMs, weekStart);
  const candidates = candidatesOf(
    catalogue,
    catalogue.specialistRows.map((row) => row.id),
  );
  return openingWeek(
    candidates.map((candidate) => candidate.availability),
    weekStart,
    localDateOf(nowMs, business.timeZone),
    business.timeZone,
  );
}

export async function ratingSummaryOf(db: Db, businessId: string): Promise<RatingSummary> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, average: sql<string | null>`round(avg(${reviews.rating}), 1)::text` })
    .from(reviews)
    .where(and(eq(reviews.businessId, businessId), visibleReview()));
  const count = row?.count ?? 0;
  return { count, average: count > 0 && row?.average ? Number(row.average) : null };
}

/** A page of the business's visible reviews, newest first, with the average and count of all of them. */
export async function reviewPageOf(db: Db, slug: string, page: number, limit: number): Promise<ReviewPage> {
  const business = await findBusinessOrThrow(db, slug);
  const [rows, rating] = await Promise.all([
    db
      .select()
      .from(reviews)
      .where(and(eq(reviews.businessId, business.id), visibleReview()))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(limit + 1)
      .offset((page - 1) * limit),
    ratingSummaryOf(db, business.id),
  ]);
  return {
    items: rows.slice(0, limit).map((row) => ({
      id: row.id,
      authorName: row.authorName,
      rating: row.rating,
      comment: row.comment,
      createdAt: row.createdAt.toISOString(),
    })),
    rating,
    page,
    pageSize: limit,
    hasMore: rows.length > limit,
  };
}
