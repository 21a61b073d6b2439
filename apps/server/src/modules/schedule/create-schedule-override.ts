import { scheduleOverrides } from '@vizitas/db';
import { appError } from '@vizitas/shared';
import type { CreateScheduleOverrideInput } from '@vizitas/shared/schemas/admin/schedule-overrides';
import type { AppContext } from '#server/core/context.ts';
import { isUniqueViolation } from '#server/core/db-errors.ts';
import type { TenantScope } from '#server/core/tenancy.ts';
import { requireSpecialist } from '#server/modules/business/index.ts';
import { assertNotPast, sortedIntervals, UNIQUE_PER_DAY } from './override-rules.ts';
import { presentOverride } from './presenter.ts';

/** One override per specialist and date (a second: 409 `override_exists`); not in the past. */
export async function createOverride(ctx: AppContext, scope: TenantScope, input: CreateScheduleOverrideInput, nowMs: number) {
  const { db } = ctx;
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
    ctx.events.emit('catalogue.changed', { businessId: scope.businessId });
    return presentOverride(row!);
  } catch (error) {
    if (isUniqueViolation(error, UNIQUE_PER_DAY)) throw appError('override_exists');
    throw error;
  }
}
