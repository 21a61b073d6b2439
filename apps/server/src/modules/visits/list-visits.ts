import { and, asc, desc, eq, gt, inArray, lte, not, or, sql, type SQL } from 'drizzle-orm';
import { appointments, businesses, holdsTime, reviews, type DbOrTx } from '@vizitas/db';
import type { ReadContext } from '#server/core/context.ts';
import { listAppointments, visitBusinessColumns, visitView } from '#server/modules/booking/index.ts';
import { appError } from '@vizitas/shared';
import {
  VISIT_PAGE_SIZE,
  type CustomerVisit,
  type CustomerVisitList,
  type CustomerVisitListItem,
  type CustomerVisitListQuery,
  type VisitBusiness,
} from '@vizitas/shared/schemas/appointment';

/**
 * A visit that still holds its time (waiting or confirmed). Written into the statement's text:
 * the prepared list statements take only placeholders as values.
 */
const HOLDING = holdsTime(appointments.status);

/**
 * One page of the customer's own visits. Upcoming: not yet over and waiting or confirmed, soonest
 * first; past: over, or cancelled or declined, latest first. Only ever the given customer's rows; an unknown business is "not found".
 */
export async function listCustomerVisits(
  reader: ReadContext,
  customerId: string,
  query: CustomerVisitListQuery,
  nowMs: number,
): Promise<CustomerVisitList> {
  const { db } = reader;
  let business: VisitBusiness | null = null;
  if (query.business) {
    const [row] = await db.select(visitBusinessColumns).from(businesses).where(eq(businesses.slug, query.business));
    if (!row) throw appError('resource_not_found');
    business = row;
  }
  // Upcoming: still to come and still holding its time; everything else (over, or cancelled or
  // declined before it began) is among the earlier visits, so the upcoming count is of real visits.
  const conditions: SQL[] = [
    eq(appointments.customerId, sql.placeholder('customerId')),
    query.scope === 'upcoming'
      ? and(gt(appointments.endsAt, sql.placeholder('now')), HOLDING)!
      : or(lte(appointments.endsAt, sql.placeholder('now')), not(HOLDING))!,
  ];
  if (business) conditions.push(eq(appointments.businessId, sql.placeholder('businessId')));
  const where = and(...conditions);
  const order =
    query.scope === 'upcoming'
      ? [asc(appointments.startsAt), asc(appointments.id)]
      : [desc(appointments.startsAt), desc(appointments.id)];
  const { items, total } = await listAppointments(reader, {
    shape: `customer-visits:${query.scope}:${business ? 'business' : 'all'}`,
    where,
    order,
    values: { customerId, now: new Date(nowMs), businessId: business?.id },
    page: { limit: VISIT_PAGE_SIZE, offset: (query.page - 1) * VISIT_PAGE_SIZE },
  });
  const rated = await reviewsOf(
    db,
    items.map((item) => item.appointment.id),
  );
  return {
    scope: query.scope,
    items: items.map((item): CustomerVisitListItem => ({
      ...visitView(item, nowMs),
      review: rated.get(item.appointment.id) ?? null,
    })),
    total,
    page: query.page,
    pageSize: VISIT_PAGE_SIZE,
    business,
  };
}

/** The customer's ratings of these visits (one statement; none asked for, none read). */
async function reviewsOf(db: DbOrTx, appointmentIds: string[]): Promise<Map<string, CustomerVisitListItem['review']>> {
  if (appointmentIds.length === 0) return new Map();
  const rows = await db
    .select({ appointmentId: reviews.appointmentId, id: reviews.id, rating: reviews.rating })
    .from(reviews)
    .where(inArray(reviews.appointmentId, appointmentIds));
  return new Map(rows.map((row) => [row.appointmentId, { id: row.id, rating: row.rating }]));
}

/** One of the customer's own visits (another customer's is "not found"). */
export async function customerVisit(reader: ReadContext, customerId: string, id: string, nowMs: number): Promise<CustomerVisit> {
  const { items } = await listAppointments(reader, {
    shape: 'customer-visit',
    where: and(eq(appointments.id, sql.placeholder('id')), eq(appointments.customerId, sql.placeholder('customerId'))),
    order: [asc(appointments.id)],
    values: { id, customerId },
  });
  if (items.length === 0) throw appError('resource_not_found');
  return visitView(items[0]!, nowMs);
}
