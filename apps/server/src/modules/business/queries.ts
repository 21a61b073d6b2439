import { eq } from 'drizzle-orm';
import { businesses } from '@vizitas/db';
import type { ReadContext } from '#server/core/context.ts';
import { cacheSlot } from '#server/core/shelf.ts';
import type { BusinessDetail, BusinessSummary } from '@vizitas/shared/schemas/business';
import { presentBusinessDetail, presentBusinessSummary } from './presenter.ts';
import { businessCatalogue, chargeToCatalogue, type BusinessCatalogue } from '#server/modules/availability/index.ts';
import { estimateBytes } from '#server/lib/byte-size.ts';
import { PromiseCache } from '#server/lib/promise-cache.ts';
import { SharedAnswer } from '#server/lib/shared-answer.ts';

/** The key of the public detail answer among what is kept with a catalogue. */
const DETAIL_ANSWER = 'business.detail-answer';

/**
 * The public detail of the business with this slug (404 `resource_not_found` when there is
 * none) as a shared JSON answer, made from the booking calendar's cached catalogue (the
 * business row, active services and specialists, categories; docs/decisions/008): serialized and
 * compressed once per catalogue load, so it changes with every write that invalidates it.
 */
export async function businessDetailAnswer(reader: ReadContext, slug: string, nowMs: number): Promise<SharedAnswer> {
  const catalogue = await businessCatalogue(reader, slug, nowMs);
  let answer = catalogue.derived.get(DETAIL_ANSWER) as SharedAnswer | undefined;
  if (answer === undefined) {
    answer = new SharedAnswer(JSON.stringify(businessDetailOf(catalogue)));
    catalogue.derived.set(DETAIL_ANSWER, answer);
    // Kept as long as the catalogue: its bytes count in the catalogues' budget.
    chargeToCatalogue(reader, slug, catalogue, answer.chargedBytes);
  }
  return answer;
}

function businessDetailOf(catalogue: BusinessCatalogue): BusinessDetail {
  const categories = [...catalogue.categoryRows].sort((a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name, 'lt'));
  return presentBusinessDetail(catalogue.business, catalogue.serviceRows, categories, catalogue.specialistRows);
}

/**
 * Which business a host name is the own domain of (or none) is asked by every page; the answer is
 * kept by the app for {@link DOMAIN_ANSWER_TTL_MS}, for at most {@link DOMAIN_ANSWERS_MAX} host
 * names and {@link DOMAIN_ANSWERS_MAX_BYTES} (the host name comes from the request: the oldest go
 * first), so a domain set or removed takes effect within that time.
 */
export const DOMAIN_ANSWER_TTL_MS = 5_000;
export const DOMAIN_ANSWERS_MAX = 1_000;
export const DOMAIN_ANSWERS_MAX_BYTES = 2 * 1024 * 1024;
const DOMAIN_LIMITS = { ttlMs: DOMAIN_ANSWER_TTL_MS, maxEntries: DOMAIN_ANSWERS_MAX, maxBytes: DOMAIN_ANSWERS_MAX_BYTES };
/** The app's domain answers, on the app clock (`nowMs`, which tests pin). */
const DOMAIN_ANSWERS = cacheSlot(
  'business.domain-answers',
  () =>
    new PromiseCache<BusinessSummary | null>(
      () => DOMAIN_LIMITS,
      estimateBytes,
      () => Date.now(),
    ),
);

/** The business whose own domain a request came to (host lowercased, no port). */
export function findBusinessByDomain(reader: ReadContext, host: string, nowMs: number): Promise<BusinessSummary | null> {
  const name = host.toLowerCase();
  // A failed read is not kept.
  return reader.caches.of(DOMAIN_ANSWERS).get(
    name,
    () =>
      reader.db
        .select()
        .from(businesses)
        .where(eq(businesses.customDomain, name))
        .limit(1)
        .then(([row]) => (row ? presentBusinessSummary(row) : null)),
    nowMs,
  );
}
