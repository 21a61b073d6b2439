import { schedules, type Db } from '@vizitas/db';
import type { WeeklyHoursInput } from '@vizitas/shared/schemas/schedule';
import type { TenantScope } from '#server/core/tenancy.ts';
import { invalidateCatalogue } from '#server/modules/availability/index.ts';
import { normalized, requireScopedSpecialist } from './weekly-hours.ts';

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
