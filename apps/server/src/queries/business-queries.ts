import { and, asc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { businesses, serviceCategories, services, specialists, type Db } from '@vizitas/db';
import type {
  BusinessDetail,
  BusinessSearchQuery,
  BusinessSearchResult,
  BusinessSummary,
} from '@vizitas/shared/schemas/business';
import { presentBusinessDetail, presentBusinessSummary } from '../presenters/business.ts';

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** Businesses by category, city and name, with the price range of their active services. */
export async function searchBusinesses(db: Db, query: BusinessSearchQuery): Promise<BusinessSearchResult> {
  const conditions: SQL[] = [];
  if (query.category) conditions.push(sql`${businesses.categories} @> ARRAY[${query.category}]::text[]`);
  if (query.city) conditions.push(eq(businesses.city, query.city));
  if (query.q) conditions.push(ilike(businesses.name, `%${escapeLike(query.q)}%`));
  const where = conditions.length > 0 ? and(...conditions) : undefined;

  const [rows, [countRow]] = await Promise.all([
    db
      .select()
      .from(businesses)
      .where(where)
      .orderBy(asc(businesses.name), asc(businesses.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(businesses)
      .where(where),
  ]);
  const ranges = await priceRanges(
    db,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) => presentBusinessSummary(row, ranges.get(row.id))),
    total: countRow?.count ?? 0,
    page: query.page,
    pageSize: query.limit,
  };
}

async function priceRanges(db: Db, businessIds: string[]): Promise<Map<string, { min: number | null; max: number | null }>> {
  if (businessIds.length === 0) return new Map();
  const rows = await db
    .select({
      businessId: services.businessId,
      min: sql<number | null>`min(${services.priceCents})::int`,
      max: sql<number | null>`max(${services.priceCents})::int`,
    })
    .from(services)
    .where(and(inArray(services.businessId, businessIds), eq(services.active, true)))
    .groupBy(services.businessId);
  return new Map(rows.map((row) => [row.businessId, { min: row.min, max: row.max }]));
}

export async function findBusinessBySlug(db: Db, slug: string): Promise<BusinessDetail | null> {
  const [row] = await db.select().from(businesses).where(eq(businesses.slug, slug)).limit(1);
  if (!row) return null;
  const [serviceRows, categoryRows, specialistRows] = await Promise.all([
    db
      .select()
      .from(services)
      .where(and(eq(services.businessId, row.id), eq(services.active, true)))
      .orderBy(asc(services.sortOrder), asc(services.name)),
    db.select().from(serviceCategories).where(eq(serviceCategories.businessId, row.id)).orderBy(asc(serviceCategories.sortOrder)),
    db
      .select()
      .from(specialists)
      .where(and(eq(specialists.businessId, row.id), eq(specialists.active, true)))
      .orderBy(asc(specialists.sortOrder), asc(specialists.name)),
  ]);
  return presentBusinessDetail(row, serviceRows, categoryRows, specialistRows);
}

/** The business whose own domain a request came to (host lowercased, no port). */
export async function findBusinessByDomain(db: Db, host: string): Promise<BusinessSummary | null> {
  const [row] = await db.select().from(businesses).where(eq(businesses.customDomain, host.toLowerCase())).limit(1);
  return row ? presentBusinessSummary(row) : null;
}
