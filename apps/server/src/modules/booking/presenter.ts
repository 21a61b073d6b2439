/**
 * THE appointment presenter: how an appointment is shown, by who looks at it.
 *
 * - `customer`: the booking API's answer (`Appointment`): the business named, the specialist,
 *   the services, the customer's note.
 * - `visit`: the customer's visit list (`CustomerVisit`): the business with its address and
 *   phone, the cancellation reason, and whether and until when it can still be cancelled.
 * - `admin`: the business's view (`AdminAppointmentView`): the private note, who created it,
 *   and the client's name, phone and e-mail filled in from their account.
 *
 * A list is presented with three queries in all (services, businesses, specialists; and the
 * customers' accounts for the admin), whatever its length. A command that already holds
 * everything (a booking just written) uses {@link customerAppointmentView} without any query.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import { appointmentServices, appointments, businesses, specialists, users, type DbOrTx } from '@vizitas/db';
import type { AdminAppointmentView } from '@vizitas/shared/schemas/admin/appointments';
import type { Appointment, CustomerVisit, VisitBusiness } from '@vizitas/shared/schemas/appointment';

type AppointmentRow = typeof appointments.$inferSelect;
type AppointmentService = Appointment['services'][number];

/** The fields of an appointment row the customer's view is made of. */
export type AppointmentFacts = Pick<
  AppointmentRow,
  | 'id'
  | 'status'
  | 'startsAt'
  | 'endsAt'
  | 'durationMin'
  | 'priceCents'
  | 'customerNote'
  | 'customerId'
  | 'clientName'
  | 'clientPhone'
  | 'createdAt'
>;

/** The business as a visit shows it: where and when (its rules and time zone) as well as who. */
export const visitBusinessColumns = {
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

/** What the views need besides the rows, loaded once for the whole list. */
interface AppointmentParts {
  services: Map<string, AppointmentService[]>;
  businesses: Map<string, VisitBusiness>;
  specialists: Map<string, { id: string; name: string }>;
}

async function loadParts(db: DbOrTx, rows: AppointmentRow[]): Promise<AppointmentParts> {
  const ids = rows.map((row) => row.id);
  const [serviceRows, businessRows, specialistRows] = await Promise.all([
    db
      .select()
      .from(appointmentServices)
      .where(inArray(appointmentServices.appointmentId, ids))
      .orderBy(asc(appointmentServices.position)),
    db
      .select(visitBusinessColumns)
      .from(businesses)
      .where(inArray(businesses.id, [...new Set(rows.map((row) => row.businessId))])),
    db
      .select({ id: specialists.id, name: specialists.name })
      .from(specialists)
      .where(inArray(specialists.id, [...new Set(rows.map((row) => row.specialistId))])),
  ]);
  const services = new Map<string, AppointmentService[]>();
  for (const service of serviceRows) {
    const lines = services.get(service.appointmentId) ?? [];
    lines.push({
      serviceId: service.serviceId,
      name: service.name,
      durationMin: service.durationMin,
      priceCents: service.priceCents,
    });
    services.set(service.appointmentId, lines);
  }
  return {
    services,
    businesses: new Map(businessRows.map((business) => [business.id, business])),
    specialists: new Map(specialistRows.map((specialist) => [specialist.id, specialist])),
  };
}

/** An appointment as the customer who booked it sees it (the booking API's answer). */
export function customerAppointmentView(
  row: AppointmentFacts,
  business: Pick<VisitBusiness, 'id' | 'slug' | 'name'>,
  specialist: { id: string; name: string },
  services: AppointmentService[],
): Appointment {
  return {
    id: row.id,
    business: { id: business.id, slug: business.slug, name: business.name },
    specialist: { id: specialist.id, name: specialist.name },
    status: row.status,
    start: row.startsAt.toISOString(),
    end: row.endsAt.toISOString(),
    durationMin: row.durationMin,
    priceCents: row.priceCents,
    services,
    customerNote: row.customerNote,
    client: { userId: row.customerId, name: row.clientName, phone: row.clientPhone },
    createdAt: row.createdAt.toISOString(),
  };
}

function customerView(row: AppointmentRow, parts: AppointmentParts): Appointment {
  return customerAppointmentView(
    row,
    parts.businesses.get(row.businessId)!,
    parts.specialists.get(row.specialistId)!,
    parts.services.get(row.id) ?? [],
  );
}

/** The last moment a visit can be cancelled online: the business's deadline before its start. */
export function cancelUntilMs(startsAt: Date, deadlineMin: number): number {
  return startsAt.getTime() - deadlineMin * 60_000;
}

/** Whether the customer may still cancel online (the same rule as `cancelByCustomer`). */
export function isCancellable(status: string, startsAt: Date, deadlineMin: number, nowMs: number): boolean {
  return (status === 'pending' || status === 'confirmed') && cancelUntilMs(startsAt, deadlineMin) >= nowMs;
}

function visitView(row: AppointmentRow, parts: AppointmentParts, nowMs: number): CustomerVisit {
  const business = parts.businesses.get(row.businessId)!;
  return {
    id: row.id,
    status: row.status,
    start: row.startsAt.toISOString(),
    end: row.endsAt.toISOString(),
    durationMin: row.durationMin,
    priceCents: row.priceCents,
    services: parts.services.get(row.id) ?? [],
    specialist: parts.specialists.get(row.specialistId)!,
    business,
    customerNote: row.customerNote,
    cancellationReason: row.cancellationReason,
    cancellable: isCancellable(row.status, row.startsAt, business.cancellationDeadlineMin, nowMs),
    cancelUntil: new Date(cancelUntilMs(row.startsAt, business.cancellationDeadlineMin)).toISOString(),
  };
}

/** Appointments as the customer who booked them sees them. */
export async function presentAppointments(db: DbOrTx, rows: AppointmentRow[]): Promise<Appointment[]> {
  if (rows.length === 0) return [];
  const parts = await loadParts(db, rows);
  return rows.map((row) => customerView(row, parts));
}

export async function presentAppointment(db: DbOrTx, id: string): Promise<Appointment> {
  const rows = await db.select().from(appointments).where(eq(appointments.id, id));
  const [presented] = await presentAppointments(db, rows);
  return presented!;
}

/** Visits as the customer's visit list shows them: their business with address and phone, and the cancellation rule. */
export async function presentVisits(db: DbOrTx, rows: AppointmentRow[], nowMs: number): Promise<CustomerVisit[]> {
  if (rows.length === 0) return [];
  const parts = await loadParts(db, rows);
  return rows.map((row) => visitView(row, parts, nowMs));
}

/**
 * Appointments as the admin sees them: the customer's view with the private note, the
 * cancellation reason and who created it, and the client's name, phone and e-mail filled in
 * from their account when the visit was booked online.
 */
export async function presentAdminAppointments(db: DbOrTx, rows: AppointmentRow[]): Promise<AdminAppointmentView[]> {
  if (rows.length === 0) return [];
  const customerIds = [...new Set(rows.map((row) => row.customerId).filter((id): id is string => id !== null))];
  const [parts, customers] = await Promise.all([
    loadParts(db, rows),
    customerIds.length === 0
      ? Promise.resolve([])
      : db
          .select({ id: users.id, name: users.name, email: users.email, phone: users.phoneNumber })
          .from(users)
          .where(inArray(users.id, customerIds)),
  ]);
  const accounts = new Map(customers.map((customer) => [customer.id, customer]));
  return rows.map((row) => {
    const customer = row.customerId === null ? undefined : accounts.get(row.customerId);
    return {
      ...customerView(row, parts),
      adminNote: row.adminNote,
      client: {
        userId: row.customerId,
        name: row.clientName ?? customer?.name ?? null,
        phone: row.clientPhone ?? customer?.phone ?? null,
        email: customer?.email ?? null,
      },
      cancellationReason: row.cancellationReason,
      createdByUserId: row.createdByUserId,
    };
  });
}
