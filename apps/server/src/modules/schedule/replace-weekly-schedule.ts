import { schedules } from '@vizitas/db';
import type { WeeklyHoursInput } from '@vizitas/shared/schemas/schedule';
import type { CommandContext } from '#server/core/context.ts';
import type { TenantScope } from '#server/core/tenancy.ts';
import { normalized, requireScopedSpecialist } from './weekly-hours.ts';

/** Replaces a specialist's weekly hours (validated by `weeklyHoursSchema`: no end before start, no overlaps). */
export async function replaceWeeklySchedule(
  ctx: CommandContext,
  scope: TenantScope,
  specialistId: string,
  weeklyHours: WeeklyHoursInput,
) {
  const { db } = ctx;
  await requireScopedSpecialist(db, scope, specialistId);
  const value = normalized(weeklyHours);
  await db
    .insert(schedules)
    .values(scope.values({ specialistId, weeklyHours: value }))
    .onConflictDoUpdate({ target: schedules.specialistId, set: { weeklyHours: value }, setWhere: scope.where(schedules) });
  ctx.events.emit('catalogue.changed', { businessId: scope.businessId });
  return { specialistId, weeklyHours: value };
}
