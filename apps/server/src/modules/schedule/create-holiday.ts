import { holidays } from '@vizitas/db';
import type { CreateHolidayInput } from '@vizitas/shared/schemas/admin/holidays';
import type { CommandContext } from '#server/core/context.ts';
import type { TenantScope } from '#server/core/tenancy.ts';
import { requireSpecialist } from '#server/modules/business/index.ts';
import { presentHoliday } from './presenter.ts';

/** A day off (a date range) of the whole business, or of one of its specialists. */
export async function createHoliday(ctx: CommandContext, scope: TenantScope, input: CreateHolidayInput) {
  const { db } = ctx;
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
  ctx.events.emit('catalogue.changed', { businessId: scope.businessId });
  return presentHoliday(row!);
}
