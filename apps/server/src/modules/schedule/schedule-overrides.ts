import { asc, eq, gte, lte } from 'drizzle-orm';
import { scheduleOverrides, type Db, type DbOrTx } from '@vizitas/db';
import { addDays, type LocalDate } from '@vizitas/booking-engine';
import { appError } from '@vizitas/shared';
import type { CreateScheduleOverrideInput, UpdateScheduleOverrideInput } from '@vizitas/shared/schemas/admin/schedule-overrides';
import { isUniqueViolation } from '#server/core/db-errors.ts';
import type { TenantScope } from '#server/core/tenancy.ts';
import { businessToday, requireSpecialist, scopedBusiness } from '#server/modules/business/index.ts';
import { invalidateCatalogue } from '#server/modules/availability/index.ts';

type OverrideRow = typeof scheduleOverrides.$inferSelect;

const UNIQUE_PER_DAY = 'schedule_overrides_specialist_date_unique';

const sortedIntervals = (intervals: [string, string][]) => [...intervals].sort((a, b) => a[0].localeCompare(b[0]));

export function presentOverride(row: OverrideRow) {
  return { id: row.id, specialistId: row.specialistId, date: row.date, intervals: row.intervals, note: row.note };
}

/** Overrides between two dates (default: from today for a year), optionally of one specialist, by date. */
export async function listOverrides(
  db: DbOrTx,
  scope: TenantScope,
  query: { from?: LocalDate; to?: LocalDate; specialist?: string },
  nowMs: number,
) {
  const from = query.from ?? businessToday(await scopedBusiness(db, scope), nowMs);
  const to = query.to ?? addDays(from, 366);
  const rows = await db
    .select()
    .from(scheduleOverrides)
    .where(
      scope.where(
        scheduleOverrides,
        gte(scheduleOverrides.date, from),
        lte(scheduleOverrides.date, to),
        query.specialist ? eq(scheduleOverrides.specialistId, query.specialist) : undefined,
      ),
    )
    .orderBy(asc(scheduleOverrides.date), asc(scheduleOverrides.specialistId));
  return rows.map(presentOverride);
}

/** 422 `date_in_past` for a date before today in the business's time zone. */
async function assertNotPast(db: DbOrTx, scope: TenantScope, dates: LocalDate[], nowMs: number): Promise<void> {
  const today = businessToday(await scopedBusiness(db, scope), nowMs);
  if (dates.some((date) => date < today)) throw appError('date_in_past');
}

async function findOverride(db: DbOrTx, scope: TenantScope, id: string): Promise<OverrideRow> {
  const [row] = await db
    .select()
    .from(scheduleOverrides)
    .where(scope.where(scheduleOverrides, eq(scheduleOverrides.id, id)))
    .limit(1);
  if (!row) throw appError('resource_not_found');
  return row;
}

/** One override per specialist and date (a second: 409 `override_exists`); not in the past. */
export async function createOverride(db: Db, scope: TenantScope, input: CreateScheduleOverrideInput, nowMs: number) {
  await requireSpecialist(db, scope, input.specialist);
  await assertNotPast(db, scope, [input.date], nowMs);
  try {
    const [row] = await db
      .insert(scheduleOverrides)
      .values(
        scope.values({
          specialistId: input.specialist,
          date: input.date,
          intervals: sortedIntervals(input.intervals),
          note: input.note || null,
        }),
      )
      .returning();
    invalidateCatalogue(db, scope.businessId);
    return presentOverride(row!);
  } catch (error) {
    if (isUniqueViolation(error, UNIQUE_PER_DAY)) throw appError('override_exists');
    throw error;
  }
}

/** Changes an override; neither its date nor the new one may be in the past. */
export async function updateOverride(db: Db, scope: TenantScope, id: string, input: UpdateScheduleOverrideInput, nowMs: number) {
  const row = await findOverride(db, scope, id);
  await assertNotPast(db, scope, [row.date, ...(input.date ? [input.date] : [])], nowMs);
  if (input.specialist && input.specialist !== row.specialistId) await requireSpecialist(db, scope, input.specialist);
  try {
    const [updated] = await db
      .update(scheduleOverrides)
      .set({
        ...(input.specialist ? { specialistId: input.specialist } : {}),
        ...(input.date ? { date: input.date } : {}),
        ...(input.intervals ? { intervals: sortedIntervals(input.intervals) } : {}),
        ...(input.note !== undefined ? { note: input.note || null } : {}),
      })
      .where(scope.where(scheduleOverrides, eq(scheduleOverrides.id, id)))
      .returning();
    if (!updated) throw appError('resource_not_found');
    invalidateCatalogue(db, scope.businessId);
    return presentOverride(updated);
  } catch (error) {
    if (isUniqueViolation(error, UNIQUE_PER_DAY)) throw appError('override_exists');
    throw error;
  }
}

/** Deletes an override of today or later (a past one is kept as it was: 422 `date_in_past`). */
export async function deleteOverride(db: Db, scope: TenantScope, id: string, nowMs: number): Promise<void> {
  const row = await findOverride(db, scope, id);
  await assertNotPast(db, scope, [row.date], nowMs);
  await db.delete(scheduleOverrides).where(scope.where(scheduleOverrides, eq(scheduleOverrides.id, id)));
  invalidateCatalogue(db, scope.businessId);
}
