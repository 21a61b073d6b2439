import { and, asc, count, desc, eq, gt, inArray, lte, type SQL } from 'drizzle-orm';
import { appointmentServices, appointments, businesses, specialists, type DbOrTx } from '@vizitas/db';
import { appError } from '@vizitas/shared';
import {
  VISIT_PAGE_SIZE,
  type CustomerVisit,
  type CustomerVisitList,
  type CustomerVisitListQuery,
  type VisitBusiness,
} from '@vizitas/shared/schemas/appointment';

const businessColumns = {
  id: businesses.id,
  slug: businesses.slug,
  name: businesses.name,
  domain: businesses.customDomain,
  address: businesses.address,
  city: businesses.city,
  phone: businesses.phone,
  timeZone: businesses.timeZone,
  cancellationDeadlineMin: businesses.cancellationDeadlineMin,
};

/** The last moment a visit can be cancelled online: the business's deadline before its start. */
export function cancelUntilMs(startsAt: Date, deadlineMin: number): number {
  return startsAt.getTime() - deadlineMin * 60_000;
}

/** Whether the customer may still cancel online (the same rule as `cancelByCustomer`). */
export function isCancellable(status: string, startsAt: Date, deadlineMin: number, nowMs: number): boolean {
  return (status === 'pending' || status === 'confirmed') && cancelUntilMs(startsAt, deadlineMin) >= nowMs;
}

/** Visits as the customer sees them: their business with address and phone, services, specialist. */
export async function presentVisits(
  db: DbOrTx,
  rows: (typeof appointments.$inferSelect)[],
  nowMs: number,
): Promise<CustomerVisit[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [serviceRows, businessRows, specialistRows] = await Promise.all([
    db
      .select()
      .from(appointmentServices)
      .where(inArray(appointmentServices.appointmentId, ids))
      .orderBy(asc(appointmentServices.position)),
    db
      .select(businessColumns)
      .from(businesses)
      .where(inArray(businesses.id, [...new Set(rows.map((row) => row.businessId))])),
    db
      .select({ id: specialists.id, name: specialists.name })
      .from(specialists)
      .where(inArray(specialists.id, [...new Set(rows.map((row) => row.specialistId))])),
  ]);
  return rows.map((row) => {
    const business: VisitBusiness = businessRows.find((item) => item.id === row.businessId)!;
    return {
      id: row.id,
      status: row.status,
      start: row.startsAt.toISOString(),
      end: row.endsAt.toISOString(),
      durationMin: row.durationMin,
      priceCents: row.priceCents,
      services: serviceRows
        .filter((service) => service.appointmentId === row.id)
        .map((service) => ({
          serviceId: service.serviceId,
          name: service.name,
          durationMin: service.durationMin,
          priceCents: service.priceCents,
        })),
      specialist: specialistRows.find((specialist) => specialist.id === row.specialistId)!,
      business,
      customerNote: row.customerNote,
      cancellationReason: row.cancellationReason,
      cancellable: isCancellable(row.status, row.startsAt, business.cancellationDeadlineMin, nowMs),
      cancelUntil: new Date(cancelUntilMs(row.startsAt, business.cancellationDeadlineMin)).toISOString(),
    };
  });
}

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
    const [row] = await db.select(businessColumns).from(businesses).where(eq(businesses.slug, query.business));
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
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(appointments)
      .where(where)
      .orderBy(...order)
      .limit(VISIT_PAGE_SIZE)
      .offset((query.page - 1) * VISIT_PAGE_SIZE),
    db.select({ n: count() }).from(appointments).where(where),
  ]);
  return {
    scope: query.scope,
    items: await presentVisits(db, rows, nowMs),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: VISIT_PAGE_SIZE,
    business,
  };
}

/** One of the customer's own visits (another customer's is "not found"). */
export async function customerVisit(db: DbOrTx, customerId: string, id: string, nowMs: number): Promise<CustomerVisit> {
  const rows = await db
    .select()
    .from(appointments)
    .where(and(eq(appointments.id, id), eq(appointments.customerId, customerId)));
  if (rows.length === 0) throw appError('resource_not_found');
  const [visit] = await presentVisits(db, rows, nowMs);
  return visit!;
}
