import { and, asc, eq } from 'drizzle-orm';
import { businesses, serviceCategories, services, specialists, type Db } from '@vizitas/db';
import type { BusinessDetail, BusinessSummary } from '@vizitas/shared/schemas/business';
import { presentBusinessDetail, presentBusinessSummary } from '../presenters/business.ts';

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
