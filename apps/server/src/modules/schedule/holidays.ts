import { asc, eq, gte, lte } from 'drizzle-orm';
import { holidays, type Db, type DbOrTx } from '@vizitas/db';
import { daysBetween, type LocalDate } from '@vizitas/booking-engine';
import { appError } from '@vizitas/shared';
import { ADMIN_BOOKING_FIELD_MESSAGES } from '@vizitas/shared/schemas/admin/common';
import { HOLIDAY_MAX_DAYS, type CreateHolidayInput, type UpdateHolidayInput } from '@vizitas/shared/schemas/admin/holidays';
import { requireSpecialist } from '#server/modules/business/index.ts';
import type { TenantScope } from '#server/core/tenancy.ts';
import { invalidateCatalogue } from '#server/modules/availability/index.ts';

type HolidayRow = typeof holidays.$inferSelect;

export function presentHoliday(row: HolidayRow) {
  return { id: row.id, specialistId: row.specialistId, startDate: row.startDate, endDate: row.endDate, name: row.name };
}

/** The business's days off that touch the period (all of them without one), by start date. */
export async function listHolidays(db: DbOrTx, scope: TenantScope, query: { from?: LocalDate; to?: LocalDate }) {
  const rows = await db
    .select()
    .from(holidays)
    .where(
      scope.where(
        holidays,
        query.from ? gte(holidays.endDate, query.from) : undefined,
        query.to ? lte(holidays.startDate, query.to) : undefined,
      ),
    )
    .orderBy(asc(holidays.startDate), asc(holidays.endDate), asc(holidays.id))
    .limit(1000);
  return rows.map(presentHoliday);
}

/** A day off (a date range) of the whole business, or of one of its specialists. */
export async function createHoliday(db: Db, scope: TenantScope, input: CreateHolidayInput) {
  if (input.specialist) await requireSpecialist(db, scope, input.specialist);
  const [row] = await db
    .insert(holidays)
    .values(
      scope.values({
        specialistId: input.specialist ?? null,
        startDate: input.startDate,
        endDate: input.endDate,
        name: input.name || null,
      }),
    )
    .returning();
  invalidateCatalogue(db, scope.businessId);
  return presentHoliday(row!);
}

/** Changes a day off; the range after the change must still end on or after its start (400). */
export async function updateHoliday(db: Db, scope: TenantScope, id: string, input: UpdateHolidayInput) {
  const [row] = await db
    .select()
    .from(holidays)
    .where(scope.where(holidays, eq(holidays.id, id)))
    .limit(1);
  if (!row) throw appError('resource_not_found');
  const startDate = input.startDate ?? row.startDate;
  const endDate = input.endDate ?? row.endDate;
  if (endDate < startDate) throw appError('validation_failed', { endDate: [ADMIN_BOOKING_FIELD_MESSAGES.endBeforeStart] });
  if (daysBetween(startDate, endDate) > HOLIDAY_MAX_DAYS)
    throw appError('validation_failed', { endDate: [ADMIN_BOOKING_FIELD_MESSAGES.rangeTooLong] });
  if (input.specialist) await requireSpecialist(db, scope, input.specialist);
  const [updated] = await db
    .update(holidays)
    .set({
      startDate,
      endDate,
      ...(input.specialist !== undefined ? { specialistId: input.specialist } : {}),
      ...(input.name !== undefined ? { name: input.name || null } : {}),
    })
    .where(scope.where(holidays, eq(holidays.id, id)))
    .returning();
  if (!updated) throw appError('resource_not_found');
  invalidateCatalogue(db, scope.businessId);
  return presentHoliday(updated);
}

export async function deleteHoliday(db: Db, scope: TenantScope, id: string): Promise<void> {
  const deleted = await db
    .delete(holidays)
    .where(scope.where(holidays, eq(holidays.id, id)))
    .returning({ id: holidays.id });
  if (deleted.length === 0) throw appError('resource_not_found');
  invalidateCatalogue(db, scope.businessId);
}
