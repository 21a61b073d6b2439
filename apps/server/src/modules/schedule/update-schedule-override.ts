import { eq } from 'drizzle-orm';
import { scheduleOverrides } from '@vizitas/db';
import { appError } from '@vizitas/shared';
import type { UpdateScheduleOverrideInput } from '@vizitas/shared/schemas/admin/schedule-overrides';
import type { CommandContext } from '#server/core/context.ts';
import { isUniqueViolation } from '#server/core/db-errors.ts';
import type { TenantScope } from '#server/core/tenancy.ts';
import { requireSpecialist } from '#server/modules/business/index.ts';
import { assertNotPast, sortedIntervals, UNIQUE_PER_DAY } from './override-rules.ts';
import { presentOverride } from './presenter.ts';
import { findOverride } from './queries.ts';

/** Changes an override; neither its date nor the new one may be in the past. */
export async function updateOverride(
  ctx: CommandContext,
  scope: TenantScope,
  id: string,
  input: UpdateScheduleOverrideInput,
  nowMs: number,
) {
  const { db } = ctx;
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
    ctx.events.emit('catalogue.changed', { businessId: scope.businessId });
    return presentOverride(updated);
  } catch (error) {
    if (isUniqueViolation(error, UNIQUE_PER_DAY)) throw appError('override_exists');
    throw error;
  }
}
