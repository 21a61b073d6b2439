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
 * A list is read with everything its views show in one statement ({@link listAppointments}),
 * whatever its length. A command that already holds everything (a booking just written) uses
 * {@link customerAppointmentView} without any query.
 */
import { createHash } from 'node:crypto';
import { isHoldingStatus, type AppointmentStatus } from '@vizitas/booking-engine';
import { asc, count, eq, is, Placeholder, sql, type SQL } from 'drizzle-orm';
import {
  appointmentServices,
  appointments,
  businesses,
  services,
  specialists,
  users,
  visitClientName,
  visitClientNameSql,
  visitClientPhone,
  visitClientPhoneSql,
} from '@vizitas/db';
import type { AdminAppointmentView } from '@vizitas/shared/schemas/admin/appointments';
import type { Appointment, CustomerVisit, VisitBusiness } from '@vizitas/shared/schemas/appointment';
import type { ReadContext } from '#server/core/context.ts';
import { cacheSlot, statementFor } from '#server/core/shelf.ts';
import { isoInstant } from '#server/lib/sql-json.ts';
import { defineDualView, nestedView } from './view-members.ts';

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

/**
 * An appointment with everything its views show, read in one statement: its services (as JSON,
 * in their order), its business, its specialist and the client's account when she has one.
 */
export interface ListedAppointment {
  appointment: AppointmentRow;
  services: AppointmentService[];
  business: VisitBusiness;
  specialist: { id: string; name: string };
  account: { name: string; email: string; phone: string | null } | null;
}

/**
 * Whether a visit's service has a starting price: the service's own flag (a visit keeps the
 * name, duration and price it was booked with; „nuo“ is how the service is priced, so a service
 * since removed from the catalogue no longer says it).
 */
const servicePriceFrom = sql<boolean>`coalesce((
  select ${services.priceFrom} from ${services} where ${services.id} = ${appointmentServices.serviceId}
), false)`;

/** A visit's service line, as every view of the visit shows it (the listed form reads this JSON too). */
const appointmentServiceView = defineDualView<AppointmentService, AppointmentService>({
  serviceId: { sql: appointmentServices.serviceId, kind: 'plain', js: (line) => line.serviceId },
  name: { sql: appointmentServices.name, kind: 'text', js: (line) => line.name },
  durationMin: { sql: appointmentServices.durationMin, kind: 'number', js: (line) => line.durationMin },
  priceCents: { sql: appointmentServices.priceCents, kind: 'number', js: (line) => line.priceCents },
  priceFrom: { sql: servicePriceFrom, kind: 'boolean', js: (line) => line.priceFrom },
});

/** The services of the visit, in their order, as a JSON array's text ({@link appointmentServiceView} each). */
const servicesOfAppointmentText = sql<string>`coalesce((
  select '[' || string_agg(${appointmentServiceView.json}, ',' order by ${appointmentServices.position}) || ']'
  from ${appointmentServices} where ${appointmentServices.appointmentId} = ${appointments.id}
), '[]')`;

const servicesOfAppointment = sql<AppointmentService[]>`(${servicesOfAppointmentText})::json`;

const businessOfView = defineDualView<Pick<VisitBusiness, 'id' | 'slug' | 'name'>, AdminAppointmentView['business']>({
  id: { sql: businesses.id, kind: 'plain', js: (business) => business.id },
  slug: { sql: businesses.slug, kind: 'plain', js: (business) => business.slug },
  name: { sql: businesses.name, kind: 'text', js: (business) => business.name },
});

const specialistOfView = defineDualView<{ id: string; name: string }, AdminAppointmentView['specialist']>({
  id: { sql: specialists.id, kind: 'plain', js: (specialist) => specialist.id },
  name: { sql: specialists.name, kind: 'text', js: (specialist) => specialist.name },
});

/** The client as the admin sees her: what was typed for the visit, else her account's (decision 049). */
const adminClientView = defineDualView<ListedAppointment, AdminAppointmentView['client']>({
  userId: { sql: appointments.customerId, kind: 'plain', js: (listed) => listed.appointment.customerId },
  name: {
    sql: visitClientNameSql(appointments.clientName, users.name),
    kind: 'text',
    js: (listed) => visitClientName(listed.appointment.clientName, listed.account?.name),
  },
  phone: {
    sql: visitClientPhoneSql(appointments.clientPhone, users.phoneNumber),
    kind: 'text',
    js: (listed) => visitClientPhone(listed.appointment.clientPhone, listed.account?.phone),
  },
  email: { sql: users.email, kind: 'text', js: (listed) => listed.account?.email ?? null },
});

/**
 * THE admin view of a listed appointment, from one member list: {@link adminView} projects it in
 * JavaScript, and the database writes the same members in the same order as JSON text (a page of
 * the admin list is these texts joined, with no row mapped, checked or written again in
 * JavaScript; `presenter.test.ts` compares the two).
 */
export const adminAppointmentView = defineDualView<ListedAppointment, AdminAppointmentView>({
  id: { sql: appointments.id, kind: 'plain', js: (listed) => listed.appointment.id },
  business: nestedView(businessOfView, (listed) => listed.business),
  specialist: nestedView(specialistOfView, (listed) => listed.specialist),
  status: { sql: appointments.status, kind: 'plain', js: (listed) => listed.appointment.status },
  start: { sql: isoInstant(appointments.startsAt), kind: 'plain', js: (listed) => listed.appointment.startsAt.toISOString() },
  end: { sql: isoInstant(appointments.endsAt), kind: 'plain', js: (listed) => listed.appointment.endsAt.toISOString() },
  durationMin: { sql: appointments.durationMin, kind: 'number', js: (listed) => listed.appointment.durationMin },
  priceCents: { sql: appointments.priceCents, kind: 'number', js: (listed) => listed.appointment.priceCents },
  services: {
    sql: servicesOfAppointmentText,
    kind: 'json',
    js: (listed) => listed.services.map((line) => appointmentServiceView.project(line)),
  },
  customerNote: { sql: appointments.customerNote, kind: 'text', js: (listed) => listed.appointment.customerNote },
  client: nestedView(adminClientView, (listed) => listed),
  createdAt: {
    sql: isoInstant(appointments.createdAt),
    kind: 'plain',
    js: (listed) => listed.appointment.createdAt.toISOString(),
  },
  adminNote: { sql: appointments.adminNote, kind: 'text', js: (listed) => listed.appointment.adminNote },
  cancellationReason: {
    sql: appointments.cancellationReason,
    kind: 'text',
    js: (listed) => listed.appointment.cancellationReason,
  },
  createdByUserId: { sql: appointments.createdByUserId, kind: 'plain', js: (listed) => listed.appointment.createdByUserId },
});

const adminViewJson = adminAppointmentView.json;

/**
 * Which appointments, in which order: `where` and `order` may use `sql.placeholder(name)`, filled
 * from `values`. `shape` names everything that makes the statement's text differ (which filters
 * are present, the order): the statement is prepared once per shape and database handle.
 */
export interface AppointmentListQuery {
  shape: string;
  where: SQL | undefined;
  order: SQL[];
  values?: Record<string, unknown>;
  /** One page of `limit` rows after `offset`; all of them when omitted. */
  page?: { limit: number; offset: number };
}

/** How a list's rows come: mapped ({@link ListedAppointment}) or as the admin view's JSON text. */
type ListForm = 'listed' | 'admin-json';
type ListStatement = { execute(values: Record<string, unknown>): Promise<Array<{ total: number }>> };
type CountStatement = { execute(values: Record<string, unknown>): Promise<Array<{ n: number }>> };
/** The app's list statements, by shape, built on its database (a transaction builds its own). */
const LIST_STATEMENTS = cacheSlot('booking.list-statements', (db) => ({
  db,
  byShape: new Map<string, { list: ListStatement; count?: CountStatement }>(),
}));

const listedColumns = {
  appointment: appointments,
  services: servicesOfAppointment,
  business: visitBusinessColumns,
  specialist: { id: specialists.id, name: specialists.name },
  account: { name: users.name, email: users.email, phone: users.phoneNumber },
};

/** A statement's name from its shape (PostgreSQL keeps names up to 63 bytes). */
function statementName(prefix: string, shape: string): string {
  return `${prefix}_${createHash('sha1').update(shape).digest('hex').slice(0, 20)}`;
}

function listStatementsOf(reader: ReadContext, query: AppointmentListQuery, form: ListForm) {
  const { db, byShape } = statementFor(reader, LIST_STATEMENTS);
  const shape = `${query.shape}${query.page ? ':page' : ':all'}${form === 'listed' ? '' : `:${form}`}`;
  let statements = byShape.get(shape);
  if (!statements) {
    const total = sql<number>`count(*) over ()`.mapWith(Number);
    const base = db
      .select(form === 'listed' ? { ...listedColumns, total } : { json: adminViewJson, total })
      .from(appointments)
      .innerJoin(businesses, eq(businesses.id, appointments.businessId))
      .innerJoin(specialists, eq(specialists.id, appointments.specialistId))
      .leftJoin(users, eq(users.id, appointments.customerId))
      .where(query.where)
      .orderBy(...query.order);
    const paged = query.page ? base.limit(sql.placeholder('limit')).offset(sql.placeholder('offset')) : base;
    // A value bound into the text would be the same for every later call (another customer's,
    // another business's): only placeholders may vary.
    if (paged.toSQL().params.some((param) => !is(param, Placeholder))) {
      throw new Error(`appointment list "${shape}": every value must be a placeholder`);
    }
    statements = { list: paged.prepare(statementName('appointment_list', shape)) as unknown as ListStatement };
    byShape.set(shape, statements);
  }
  return { statements, shape, db };
}

/**
 * The appointments `query` selects (its `where` may filter on the client's account, `users`), in
 * its order, one page of them, and how many there are in all: one statement for the whole page
 * (a second, the count, only for a page past the last one).
 */
export async function listAppointments(
  reader: ReadContext,
  query: AppointmentListQuery,
): Promise<{ items: ListedAppointment[]; total: number }> {
  const { rows, total } = await listRows(reader, query, 'listed');
  return { items: (rows as Array<ListedAppointment & { total: number }>).map(({ total: _total, ...item }) => item), total };
}

/**
 * As {@link listAppointments}, each appointment as {@link adminView} would show it, already
 * written as JSON by the database (one text per appointment, in the query's order).
 */
export async function listAdminAppointmentsJson(
  reader: ReadContext,
  query: AppointmentListQuery,
): Promise<{ items: string[]; total: number }> {
  const { rows, total } = await listRows(reader, query, 'admin-json');
  return { items: (rows as Array<{ json: string }>).map((row) => row.json), total };
}

async function listRows(
  reader: ReadContext,
  query: AppointmentListQuery,
  form: ListForm,
): Promise<{ rows: unknown[]; total: number }> {
  const { statements, shape, db } = listStatementsOf(reader, query, form);
  const values = { ...query.values, ...(query.page ? { limit: query.page.limit, offset: query.page.offset } : {}) };
  const rows = await statements.list.execute(values);
  let total = rows[0]?.total;
  if (total === undefined) {
    if (!query.page || query.page.offset === 0) total = 0;
    else {
      statements.count ??= db
        .select({ n: count() })
        .from(appointments)
        .leftJoin(users, eq(users.id, appointments.customerId))
        .where(query.where)
        .prepare(statementName('appointment_count', shape)) as unknown as CountStatement;
      const [counted] = await statements.count.execute(values);
      total = counted?.n ?? 0;
    }
  }
  return { rows, total };
}

/** Listed appointments of these rows, in the rows' order. */
async function listedOf(reader: ReadContext, rows: AppointmentRow[]): Promise<ListedAppointment[]> {
  if (rows.length === 0) return [];
  const { items } = await listAppointments(reader, {
    shape: 'by-ids',
    where: sql`${appointments.id} = any(${sql.placeholder('ids')}::uuid[])`,
    order: [asc(appointments.id)],
    values: { ids: rows.map((row) => row.id) },
  });
  const byId = new Map(items.map((item) => [item.appointment.id, item]));
  return rows.map((row) => ({ ...byId.get(row.id)!, appointment: row }));
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

function customerView(listed: ListedAppointment): Appointment {
  return customerAppointmentView(listed.appointment, listed.business, listed.specialist, listed.services);
}

/** The last moment a visit can be cancelled online: the business's deadline before its start. */
export function cancelUntilMs(startsAt: Date, deadlineMin: number): number {
  return startsAt.getTime() - deadlineMin * 60_000;
}

/** Whether the customer may still cancel online (the same rule as `cancelByCustomer`). */
export function isCancellable(status: AppointmentStatus, startsAt: Date, deadlineMin: number, nowMs: number): boolean {
  return isHoldingStatus(status) && cancelUntilMs(startsAt, deadlineMin) >= nowMs;
}

/** A visit as the customer's visit list shows it. */
export function visitView(listed: ListedAppointment, nowMs: number): CustomerVisit {
  const { appointment: row, business } = listed;
  return {
    id: row.id,
    status: row.status,
    start: row.startsAt.toISOString(),
    end: row.endsAt.toISOString(),
    durationMin: row.durationMin,
    priceCents: row.priceCents,
    services: listed.services,
    specialist: listed.specialist,
    business,
    customerNote: row.customerNote,
    cancellationReason: row.cancellationReason,
    cancellable: isCancellable(row.status, row.startsAt, business.cancellationDeadlineMin, nowMs),
    cancelUntil: new Date(cancelUntilMs(row.startsAt, business.cancellationDeadlineMin)).toISOString(),
  };
}

/** Appointments as the customer who booked them sees them. */
export async function presentAppointments(reader: ReadContext, rows: AppointmentRow[]): Promise<Appointment[]> {
  return (await listedOf(reader, rows)).map(customerView);
}

export async function presentAppointment(reader: ReadContext, id: string): Promise<Appointment> {
  const rows = await reader.db.select().from(appointments).where(eq(appointments.id, id));
  const [presented] = await presentAppointments(reader, rows);
  return presented!;
}

/** Visits as the customer's visit list shows them: their business with address and phone, and the cancellation rule. */
export async function presentVisits(reader: ReadContext, rows: AppointmentRow[], nowMs: number): Promise<CustomerVisit[]> {
  return (await listedOf(reader, rows)).map((listed) => visitView(listed, nowMs));
}

/**
 * An appointment as the admin sees it: the customer's view with the private note, the
 * cancellation reason and who created it, and the client's name, phone and e-mail filled in
 * from their account when the visit was booked online ({@link adminAppointmentView}).
 */
export function adminView(listed: ListedAppointment): AdminAppointmentView {
  return adminAppointmentView.project(listed);
}

/** Appointments as the admin sees them ({@link adminView}). */
export async function presentAdminAppointments(reader: ReadContext, rows: AppointmentRow[]): Promise<AdminAppointmentView[]> {
  return (await listedOf(reader, rows)).map(adminView);
}
