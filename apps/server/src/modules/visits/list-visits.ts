import { and, asc, desc, eq, gt, lte, type SQL } from 'drizzle-orm';
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
  const now = new Date(nowMs);
  const conditions: SQL[] = [
    eq(appointments.customerId, customerId),
    query.scope === 'upcoming' ? gt(appointments.endsAt, now) : lte(appointments.endsAt, now),
  ];
  if (business) conditions.push(eq(appointments.businessId, business.id));
  const where = and(...conditions);
  const order =
    query.scope === 'upcoming'
      ? [asc(appointments.startsAt), asc(appointments.id)]
      : [desc(appointments.startsAt), desc(appointments.id)];
  const { items, total } = await listAppointments(db, {
    where,
    order,
    limit: VISIT_PAGE_SIZE,
    offset: (query.page - 1) * VISIT_PAGE_SIZE,
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
    where: and(eq(appointments.id, id), eq(appointments.customerId, customerId)),
    order: [asc(appointments.id)],
  });
  if (items.length === 0) throw appError('resource_not_found');
  return visitView(items[0]!, nowMs);
}
