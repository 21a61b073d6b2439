import { eq } from 'drizzle-orm';
import { schedules, specialists, type Db, type DbOrTx, type WeeklyHoursJson } from '@vizitas/db';
import { appError } from '@vizitas/shared';
import type { WeeklyHoursInput } from '@vizitas/shared/schemas/schedule';
import type { TenantScope } from '#server/core/tenancy.ts';
import { invalidateCatalogue } from '#server/modules/availability/index.ts';

const WEEKDAYS = ['0', '1', '2', '3', '4', '5', '6'] as const;

/** All seven days present (`[]` = day off), each day's intervals sorted by start. */
function normalized(weeklyHours: WeeklyHoursJson | undefined): Record<string, [string, string][]> {
  return Object.fromEntries(
    WEEKDAYS.map((day) => [
      day,
      [...(weeklyHours?.[day] ?? [])].map(([a, b]) => [a, b] as [string, string]).sort((x, y) => x[0].localeCompare(y[0])),
    ]),
  );
}

async function requireScopedSpecialist(db: DbOrTx, scope: TenantScope, specialistId: string): Promise<void> {
  const [row] = await db
    .select({ id: specialists.id })
    .from(specialists)
    .where(scope.where(specialists, eq(specialists.id, specialistId)))
    .limit(1);
  if (!row) throw appError('resource_not_found');
}

/** A specialist's weekly hours; an empty week when none were set. 404 for another business's specialist. */
export async function getWeeklySchedule(db: DbOrTx, scope: TenantScope, specialistId: string) {
  await requireScopedSpecialist(db, scope, specialistId);
  const [row] = await db
    .select()
    .from(schedules)
    .where(scope.where(schedules, eq(schedules.specialistId, specialistId)))
    .limit(1);
  return { specialistId, weeklyHours: normalized(row?.weeklyHours) };
}

/** Replaces a specialist's weekly hours (validated by `weeklyHoursSchema`: no end before start, no overlaps). */
export async function replaceWeeklySchedule(db: Db, scope: TenantScope, specialistId: string, weeklyHours: WeeklyHoursInput) {
  await requireScopedSpecialist(db, scope, specialistId);
  const value = normalized(weeklyHours);
  await db
    .insert(schedules)
    .values(scope.values({ specialistId, weeklyHours: value }))
    .onConflictDoUpdate({ target: schedules.specialistId, set: { weeklyHours: value }, setWhere: scope.where(schedules) });
  invalidateCatalogue(db, scope.businessId);
  return { specialistId, weeklyHours: value };
}
