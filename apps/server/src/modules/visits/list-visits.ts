import { and, asc, desc, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import { appointments, businesses, type DbOrTx } from '@vizitas/db';
import { listAppointments, visitBusinessColumns, visitView } from '#server/modules/booking/index.ts';
import { appError } from '@vizitas/shared';
import {
  VISIT_PAGE_SIZE,
  type CustomerVisit,
  type CustomerVisitList,
  type CustomerVisitListQuery,
  type VisitBusiness,
} from '@vizitas/shared/schemas/appointment';

/**
 * One page of the customer's own visits. Upcoming: not yet over, soonest first; past: over,
 * latest first. Only ever the given customer's rows; an unknown business is "not found".
 */
export async function listCustomerVisits(
  db: DbOrTx,
  customerId: string,
  query: CustomerVisitListQuery,
  nowMs: number,
): Promise<CustomerVisitList> {
  let business: VisitBusiness | null = null;
  if (query.business) {
    const [row] = await db.select(visitBusinessColumns).from(businesses).where(eq(businesses.slug, query.business));
    if (!row) throw appError('resource_not_found');
    business = row;
  }
  const conditions: SQL[] = [
    eq(appointments.customerId, sql.placeholder('customerId')),
    query.scope === 'upcoming' ? gt(appointments.endsAt, sql.placeholder('now')) : lte(appointments.endsAt, sql.placeholder('now')),
  ];
  if (business) conditions.push(eq(appointments.businessId, sql.placeholder('businessId')));
  const where = and(...conditions);
  const order =
    query.scope === 'upcoming'
      ? [asc(appointments.startsAt), asc(appointments.id)]
      : [desc(appointments.startsAt), desc(appointments.id)];
  const { items, total } = await listAppointments(db, {
    shape: `customer-visits:${query.scope}:${business ? 'business' : 'all'}`,
    where,
    order,
    values: { customerId, now: new Date(nowMs), businessId: business?.id },
    page: { limit: VISIT_PAGE_SIZE, offset: (query.page - 1) * VISIT_PAGE_SIZE },
  });
  return {
    scope: query.scope,
    items: items.map((item) => visitView(item, nowMs)),
    total,
    page: query.page,
    pageSize: VISIT_PAGE_SIZE,
    business,
  };
}

/** One of the customer's own visits (another customer's is "not found"). */
export async function customerVisit(db: DbOrTx, customerId: string, id: string, nowMs: number): Promise<CustomerVisit> {
  const { items } = await listAppointments(db, {
    shape: 'customer-visit',
    where: and(eq(appointments.id, sql.placeholder('id')), eq(appointments.customerId, sql.placeholder('customerId'))),
    order: [asc(appointments.id)],
    values: { id, customerId },
  });
  if (items.length === 0) throw appError('resource_not_found');
  return visitView(items[0]!, nowMs);
}
