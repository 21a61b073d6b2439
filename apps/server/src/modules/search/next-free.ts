import { and, eq, inArray } from 'drizzle-orm';
import { addDays, epochMsToZonedDateTime, localDateOf } from '@vizitas/booking-engine';
import { services, specialistServices, specialists, type Db } from '@vizitas/db';
import type { ReadContext } from '#server/core/context.ts';
import { AppError } from '@vizitas/shared';
import { SEARCH_FREE_WINDOW_DAYS, type NextFreeSlot } from '@vizitas/shared/schemas/search';
import { availableDatesFor, availableTimeSlotsFor } from '#server/modules/availability/index.ts';

export interface NextFreeTarget {
  id: string;
  slug: string;
  timeZone: string;
}

/**
 * The shortest active service of each business that an active specialist offers: the one
 * whose free times are looked for (a short visit fits wherever a longer one does).
 */
async function shortestServices(db: Db, businessIds: string[]): Promise<Map<string, string>> {
  if (businessIds.length === 0) return new Map();
  const rows = await db
    .select({
      businessId: services.businessId,
      serviceId: services.id,
      durationMin: services.durationMin,
      sortOrder: services.sortOrder,
    })
    .from(services)
    .innerJoin(specialistServices, eq(specialistServices.serviceId, services.id))
    .innerJoin(specialists, eq(specialists.id, specialistServices.specialistId))
    .where(and(inArray(services.businessId, businessIds), eq(services.active, true), eq(specialists.active, true)));
  const best = new Map<string, (typeof rows)[number]>();
  for (const row of rows) {
    const current = best.get(row.businessId);
    if (
      !current ||
      row.durationMin < current.durationMin ||
      (row.durationMin === current.durationMin &&
        (row.sortOrder < current.sortOrder || (row.sortOrder === current.sortOrder && row.serviceId < current.serviceId)))
    ) {
      best.set(row.businessId, row);
    }
  }
  return new Map([...best].map(([businessId, row]) => [businessId, row.serviceId]));
}

/** The earliest bookable start of one service with any specialist, today and the next 13 days. */
async function earliestStart(
  reader: ReadContext,
  business: NextFreeTarget,
  serviceId: string,
  nowMs: number,
): Promise<NextFreeSlot | null> {
  const today = localDateOf(nowMs, business.timeZone);
  const query = { business: business.slug, services: [serviceId], specialist: 'any' };
  try {
    const dates = await availableDatesFor(
      reader,
      { ...query, from: today, to: addDays(today, SEARCH_FREE_WINDOW_DAYS - 1) },
      nowMs,
    );
    for (const date of dates) {
      const { slots } = await availableTimeSlotsFor(reader, { ...query, date }, nowMs);
      const first = slots[0];
      if (first) {
        const startMs = Date.parse(first.start);
        return { start: first.start, ...epochMsToZonedDateTime(startMs, business.timeZone) };
      }
    }
    return null;
  } catch (error) {
    // The catalogue changed between the queries (service or specialist just deactivated).
    if (error instanceof AppError) return null;
    throw error;
  }
}

/** How many businesses are looked at at the same time. */
const CONCURRENCY = 6;

/**
 * The nearest free time of each business (by id), computed with the booking calendar's own
 * availability code so the search never promises a time the calendar would not offer.
 */
export async function nextFreeSlots(
  reader: ReadContext,
  targets: NextFreeTarget[],
  nowMs: number,
): Promise<Map<string, NextFreeSlot | null>> {
  const serviceByBusiness = await shortestServices(
    reader.db,
    targets.map((target) => target.id),
  );
  const result = new Map<string, NextFreeSlot | null>();
  let next = 0;
  const worker = async () => {
    while (next < targets.length) {
      const target = targets[next++]!;
      const serviceId = serviceByBusiness.get(target.id);
      result.set(target.id, serviceId ? await earliestStart(reader, target, serviceId, nowMs) : null);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, targets.length) }, worker));
  return result;
}
