import { and, asc, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { addDays, localDateOf } from '@vizitas/booking-engine';
import { businesses, reviews, services, visibleReview, type Db } from '@vizitas/db';
import { DEFAULT_TIME_ZONE } from '@vizitas/shared';
import type { NextFreeSlot, SearchItem, SearchQuery, SearchResult } from '@vizitas/shared/schemas/search';
import type { ReadContext } from '#server/core/context.ts';
import { presentBusinessSummary } from '#server/modules/business/index.ts';
import { nextFreeSlots } from './next-free.ts';
import { listSearchPages, suggestionsFor } from './search-pages.ts';

/**
 * Most businesses whose free time is computed for one answer when the filter or the order
 * depends on it (every candidate must be looked at, not only one page). A category × city
 * page holds far fewer; beyond this the rest of the candidates are not looked at.
 */
export const MAX_AVAILABILITY_CANDIDATES = 200;

/** Reviews weigh in the recommended order like this many extra reviews of the prior. */
const PRIOR_REVIEWS = 3;
const PRIOR_RATING = 4;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

const ratings = (db: Db) =>
  db
    .select({
      businessId: reviews.businessId,
      average: sql<number>`avg(${reviews.rating})::float8`.as('rating_average'),
      sum: sql<number>`sum(${reviews.rating})::int`.as('rating_sum'),
      count: sql<number>`count(*)::int`.as('rating_count'),
    })
    .from(reviews)
    .where(visibleReview())
    .groupBy(reviews.businessId)
    .as('ratings');

const prices = (db: Db) =>
  db
    .select({
      businessId: services.businessId,
      min: sql<number>`min(${services.priceCents})::int`.as('price_min'),
      max: sql<number>`max(${services.priceCents})::int`.as('price_max'),
    })
    .from(services)
    .where(eq(services.active, true))
    .groupBy(services.businessId)
    .as('prices');

function conditionsOf(query: SearchQuery): SQL | undefined {
  const conditions: SQL[] = [eq(businesses.onboarded, true)];
  if (query.category) conditions.push(sql`${businesses.categories} @> ARRAY[${query.category}]::text[]`);
  if (query.city) conditions.push(eq(businesses.city, query.city));
  if (query.q) conditions.push(ilike(businesses.name, `%${escapeLike(query.q)}%`));
  if (query.priceMinCents !== undefined || query.priceMaxCents !== undefined) {
    const price: SQL[] = [sql`s.business_id = ${businesses.id}`, sql`s.active`];
    if (query.priceMinCents !== undefined) price.push(sql`s.price_cents >= ${query.priceMinCents}`);
    if (query.priceMaxCents !== undefined) price.push(sql`s.price_cents <= ${query.priceMaxCents}`);
    conditions.push(sql`exists (select 1 from ${services} s where ${sql.join(price, sql` and `)})`);
  }
  return and(...conditions);
}

/**
 * Businesses listed in the public search: onboarded ones, by category, city, name and the
 * price of their active services; with their rating, price range and nearest free time.
 *
 * The nearest free time is computed only for the businesses of the answered page, unless the
 * `free` filter or the `soonest` order needs it for every candidate.
 */
export async function searchBusinesses(reader: ReadContext, query: SearchQuery, nowMs: number): Promise<SearchResult> {
  const { db } = reader;
  const ratingRows = ratings(db);
  const priceRows = prices(db);
  const where = conditionsOf(query);
  const weighted = sql`(coalesce(${ratingRows.sum}, 0) + ${PRIOR_REVIEWS * PRIOR_RATING})::float8 / (coalesce(${ratingRows.count}, 0) + ${PRIOR_REVIEWS})`;
  const order: SQL[] = {
    recommended: [desc(weighted), sql`${ratingRows.count} desc nulls last`],
    rating: [sql`${ratingRows.average} desc nulls last`, sql`${ratingRows.count} desc nulls last`],
    price: [sql`${priceRows.min} asc nulls last`],
    soonest: [desc(weighted), sql`${ratingRows.count} desc nulls last`],
  }[query.sort];
  order.push(asc(businesses.name), asc(businesses.id));

  const select = () =>
    db
      .select({
        business: businesses,
        ratingAverage: ratingRows.average,
        ratingCount: ratingRows.count,
        priceMin: priceRows.min,
        priceMax: priceRows.max,
      })
      .from(businesses)
      .leftJoin(ratingRows, eq(ratingRows.businessId, businesses.id))
      .leftJoin(priceRows, eq(priceRows.businessId, businesses.id))
      .where(where)
      .orderBy(...order);

  const offset = (query.page - 1) * query.limit;
  const needsAll = query.free !== undefined || query.sort === 'soonest';
  let rows: Awaited<ReturnType<typeof select>>;
  let total: number;
  let free: Map<string, NextFreeSlot | null>;

  if (needsAll) {
    const candidates = await select().limit(MAX_AVAILABILITY_CANDIDATES);
    free = await nextFreeSlots(
      reader,
      candidates.map((row) => row.business),
      nowMs,
    );
    let kept = candidates;
    if (query.free) {
      const filter = query.free;
      kept = kept.filter((row) => isFreeWithin(free.get(row.business.id) ?? null, filter, nowMs, row.business.timeZone));
    }
    if (query.sort === 'soonest') {
      const startOf = (row: (typeof kept)[number]) => {
        const slot = free.get(row.business.id);
        return slot ? Date.parse(slot.start) : Number.POSITIVE_INFINITY;
      };
      // Array.prototype.sort is stable: equal times keep the recommended order.
      kept = [...kept].sort((a, b) => startOf(a) - startOf(b));
    }
    total = kept.length;
    rows = kept.slice(offset, offset + query.limit);
  } else {
    const [pageRows, [countRow]] = await Promise.all([
      select().limit(query.limit).offset(offset),
      db
        .select({ count: sql<number>`count(*)::int` })
        .from(businesses)
        .where(where),
    ]);
    rows = pageRows;
    total = countRow?.count ?? 0;
    free = await nextFreeSlots(
      reader,
      rows.map((row) => row.business),
      nowMs,
    );
  }

  const items: SearchItem[] = rows.map((row) => ({
    ...presentBusinessSummary(row.business, { min: row.priceMin, max: row.priceMax }),
    rating: {
      average: row.ratingAverage === null ? null : Math.round(row.ratingAverage * 10) / 10,
      count: row.ratingCount ?? 0,
    },
    nextFree: free.get(row.business.id) ?? null,
  }));

  let suggestions: SearchResult['suggestions'] = { cities: [], categories: [] };
  if (total === 0 && query.category && query.city) {
    suggestions = suggestionsFor(await listSearchPages(db), query.category, query.city);
  }

  return {
    items,
    total,
    page: query.page,
    pageSize: query.limit,
    pageCount: Math.ceil(total / query.limit),
    today: localDateOf(nowMs, DEFAULT_TIME_ZONE),
    suggestions,
  };
}

/** Whether a free time is today, or this week (today and the next 6 days), in the business's time zone. */
export function isFreeWithin(slot: NextFreeSlot | null, filter: 'today' | 'week', nowMs: number, timeZone: string): boolean {
  if (!slot) return false;
  const today = localDateOf(nowMs, timeZone);
  const last = filter === 'today' ? today : addDays(today, 6);
  return slot.date <= last;
}
