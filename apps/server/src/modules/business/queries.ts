import { eq } from 'drizzle-orm';
import { businesses, type Db } from '@vizitas/db';
import type { BusinessDetail, BusinessSummary } from '@vizitas/shared/schemas/business';
import { presentBusinessDetail, presentBusinessSummary } from './presenter.ts';
import { businessCatalogue, type BusinessCatalogue } from '#server/modules/availability/index.ts';
import { SharedAnswer } from '#server/lib/shared-answer.ts';

const detailAnswers = new WeakMap<BusinessCatalogue, SharedAnswer>();

/**
 * The public detail of the business with this slug (404 `resource_not_found` when there is
 * none) as a shared JSON answer, made from the booking calendar's cached catalogue (the
 * business row, active services and specialists, categories; docs/decisions/008): serialized and
 * compressed once per catalogue load, so it changes with every write that invalidates it.
 */
export async function businessDetailAnswer(db: Db, slug: string, nowMs: number): Promise<SharedAnswer> {
  const catalogue = await businessCatalogue(db, slug, nowMs);
  let answer = detailAnswers.get(catalogue);
  if (answer === undefined) {
    answer = new SharedAnswer(JSON.stringify(businessDetailOf(catalogue)));
    detailAnswers.set(catalogue, answer);
  }
  return answer;
}

function businessDetailOf(catalogue: BusinessCatalogue): BusinessDetail {
  const categories = [...catalogue.categoryRows].sort((a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name, 'lt'));
  return presentBusinessDetail(catalogue.business, catalogue.serviceRows, categories, catalogue.specialistRows);
}

/** The business whose own domain a request came to (host lowercased, no port). */
export async function findBusinessByDomain(db: Db, host: string): Promise<BusinessSummary | null> {
  const [row] = await db.select().from(businesses).where(eq(businesses.customDomain, host.toLowerCase())).limit(1);
  return row ? presentBusinessSummary(row) : null;
}
