import { dateRange } from '@vizitas/booking-engine';
import { scheduleOverrides } from '@vizitas/db';
import { appError } from '@vizitas/shared';
import type { CreateScheduleOverrideInput } from '@vizitas/shared/schemas/admin/schedule-overrides';
import type { CommandContext } from '#server/core/context.ts';
import { isUniqueViolation } from '#server/core/db-errors.ts';
import type { TenantScope } from '#server/core/tenancy.ts';
import { requireSpecialist } from '#server/modules/business/index.ts';
import { assertNotPast, sortedIntervals, UNIQUE_PER_DAY } from './override-rules.ts';
import { presentOverride } from './presenter.ts';

/**
 * One override per specialist and date (a second: 409 `override_exists`); not in the past. With
 * `endDate` every date of `date..endDate` gets the same hours in ONE insert: all written, or none
 * when any of them already has an override.
 */
export async function createOverride(ctx: CommandContext, scope: TenantScope, input: CreateScheduleOverrideInput, nowMs: number) {
  const { db } = ctx;
  await requireSpecialist(db, scope, input.specialist);
  await assertNotPast(db, scope, [input.date], nowMs);
  const intervals = sortedIntervals(input.intervals);
  try {
    const rows = await db
      .insert(scheduleOverrides)
      .values(
        dateRange(input.date, input.endDate ?? input.date).map((date) =>
          scope.values({ specialistId: input.specialist, date, intervals, note: input.note || null }),
        ),
      )
      .returning();
    ctx.events.emit('catalogue.changed', { businessId: scope.businessId });
    const overrides = rows.map(presentOverride).sort((a, b) => a.date.localeCompare(b.date));
    return { ...overrides[0]!, overrides };
  } catch (error) {
    if (isUniqueViolation(error, UNIQUE_PER_DAY)) throw appError('override_exists');
    throw error;
  }
}
