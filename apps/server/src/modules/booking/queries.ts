import { asc, count, desc, eq, exists, gt, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { appointmentHistory, appointmentServices, appointments, users, type DbOrTx } from '@vizitas/db';
import { appError } from '@vizitas/shared';
import type {
  AdminAppointmentPage,
  AdminAppointmentSearchQuery,
  AdminAppointmentView,
} from '@vizitas/shared/schemas/admin/appointments';
import type { AppointmentStatus } from '@vizitas/booking-engine';
import { preparedTenantWhere, type TenantScope } from '#server/core/tenancy.ts';
import type { ReadContext } from '#server/core/context.ts';
import { cacheSlot, statementFor } from '#server/core/shelf.ts';
import { withJsonArray } from '#server/lib/sql-json.ts';
import { listAdminAppointmentsJson, presentAdminAppointments } from './presenter.ts';

type AppointmentRow = typeof appointments.$inferSelect;

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Phone numbers are matched without spaces, dashes and brackets ("612 34" finds "+37061234…").
 * The patterns are the placeholders `pattern` and `phonePattern` (the latter only `withDigits`).
 */
function textFilter(withDigits: boolean): SQL {
  const pattern = sql.placeholder('pattern');
  const phonePattern = sql.placeholder('phonePattern');
  return or(
    ilike(appointments.clientName, pattern),
    withDigits
      ? ilike(sql`regexp_replace(coalesce(${appointments.clientPhone}, ''), '[\\s()-]', '', 'g')`, phonePattern)
      : undefined,
    ilike(users.name, pattern),
    ilike(users.email, pattern),
    withDigits ? ilike(users.phoneNumber, phonePattern) : undefined,
    exists(
      sql`(select 1 from ${appointmentServices} where ${appointmentServices.appointmentId} = ${appointments.id} and ${appointmentServices.name} ilike ${pattern})`,
    ),
  ) as SQL;
}

/**
 * The business's appointments, filtered and paged. Filters: statuses; `from`/`to` keep the
 * appointments that overlap that period (end after `from`, start before `to`); specialist;
 * text in the client's name, phone or e-mail or in a service name. Ordered by start time,
 * latest first by default (`order=start`: earliest first). The answer is the page's JSON text
 * (`adminAppointmentPageSchema`), its items written by the database (docs/decisions/042).
 */
export async function searchAppointments(
  reader: ReadContext,
  scope: TenantScope,
  query: AdminAppointmentSearchQuery,
): Promise<string> {
  const q = query.q?.trim();
  const digits = q ? q.replace(/[\s()-]/g, '') : '';
  const statuses = query.status && query.status.length > 0 ? (query.status as AppointmentStatus[]) : undefined;
  const where = scope.preparedWhere(
    appointments,
    statuses ? sql`${appointments.status}::text = any(${sql.placeholder('statuses')}::text[])` : undefined,
    query.from ? gt(appointments.endsAt, sql.placeholder('from')) : undefined,
    query.to ? lt(appointments.startsAt, sql.placeholder('to')) : undefined,
    query.specialist ? eq(appointments.specialistId, sql.placeholder('specialist')) : undefined,
    q ? textFilter(digits !== '') : undefined,
  );
  const order =
    query.order === 'start'
      ? [asc(appointments.startsAt), asc(appointments.id)]
      : [desc(appointments.startsAt), desc(appointments.id)];
  // Which filters are present (and the order) make the statement; their values fill it.
  const shape = [
    'admin-search',
    statuses ? 'status' : '',
    query.from ? 'from' : '',
    query.to ? 'to' : '',
    query.specialist ? 'specialist' : '',
    q ? (digits ? 'text+phone' : 'text') : '',
    query.order,
  ].join(':');
  const { items, total } = await listAdminAppointmentsJson(reader, {
    shape,
    where,
    order,
    values: scope.bound({
      statuses,
      from: query.from ? new Date(query.from) : undefined,
      to: query.to ? new Date(query.to) : undefined,
      specialist: query.specialist,
      pattern: q ? containsPattern(q) : undefined,
      phonePattern: digits ? containsPattern(digits) : undefined,
    }),
    page: { limit: query.limit, offset: (query.page - 1) * query.limit },
  });
  // The page as `adminAppointmentPageSchema` has it; each item is the database's text of its view.
  const page: Omit<AdminAppointmentPage, 'items'> = { total, page: query.page, pageSize: query.limit, order: query.order };
  return withJsonArray(page, 'items', items, 'first');
}

const PENDING_COUNT = cacheSlot('booking.pending-count', (db) =>
  db
    .select({ n: count() })
    .from(appointments)
    .where(preparedTenantWhere(appointments, eq(appointments.status, 'pending')))
    .prepare('pending_count'),
);

/** How many requests of the business wait for confirmation (the admin menu's badge): one count. */
export async function countPendingAppointments(reader: ReadContext, scope: TenantScope): Promise<number> {
  const [row] = await statementFor(reader, PENDING_COUNT).execute(scope.bound());
  return row?.n ?? 0;
}

/** One appointment of the business (404 for any other). */
export async function findAppointment(db: DbOrTx, scope: TenantScope, id: string): Promise<AppointmentRow> {
  const [row] = await db
    .select()
    .from(appointments)
    .where(scope.where(appointments, eq(appointments.id, id)))
    .limit(1);
  if (!row) throw appError('resource_not_found');
  return row;
}

/** Within one request: the note, services and move rows are written before the status action's row. */
const HISTORY_ORDER = ['created', 'note', 'services', 'move'];

export async function appointmentDetail(reader: ReadContext, scope: TenantScope, id: string) {
  const { db } = reader;
  const row = await findAppointment(db, scope, id);
  const [[presented], history] = await Promise.all([
    presentAdminAppointments(reader, [row]),
    db
      .select()
      .from(appointmentHistory)
      .where(scope.where(appointmentHistory, eq(appointmentHistory.appointmentId, id)))
      .orderBy(asc(appointmentHistory.createdAt), asc(appointmentHistory.id)),
  ]);
  // The rows of one request share their transaction's timestamp: show them in the order they were made.
  const rank = (action: string) => {
    const index = HISTORY_ORDER.indexOf(action);
    return index === -1 ? HISTORY_ORDER.length : index;
  };
  history.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || rank(a.action) - rank(b.action));
  return {
    ...presented!,
    history: history.map((entry) => ({
      id: entry.id,
      action: entry.action,
      fromStatus: entry.fromStatus as AppointmentStatus | null,
      toStatus: entry.toStatus as AppointmentStatus | null,
      start: entry.startsAt?.toISOString() ?? null,
      end: entry.endsAt?.toISOString() ?? null,
      changedByUserId: entry.changedByUserId,
      detail: entry.detail ?? null,
      createdAt: entry.createdAt.toISOString(),
    })),
  };
}

/** The admin's private note and the customer's note of one appointment. */
export async function appointmentNote(db: DbOrTx, scope: TenantScope, id: string) {
  const row = await findAppointment(db, scope, id);
  return { id: row.id, adminNote: row.adminNote, customerNote: row.customerNote };
}

/** One appointment of the business as the admin sees it. */
export async function adminAppointment(reader: ReadContext, scope: TenantScope, id: string): Promise<AdminAppointmentView> {
  const [presented] = await presentAdminAppointments(reader, [await findAppointment(reader.db, scope, id)]);
  return presented!;
}
