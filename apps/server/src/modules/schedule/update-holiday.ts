import { eq } from 'drizzle-orm';
import { daysBetween } from '@vizitas/booking-engine';
import { holidays } from '@vizitas/db';
import { appError } from '@vizitas/shared';
import { ADMIN_BOOKING_FIELD_MESSAGES } from '@vizitas/shared/schemas/admin/common';
import { HOLIDAY_MAX_DAYS, type UpdateHolidayInput } from '@vizitas/shared/schemas/admin/holidays';
import type { CommandContext } from '#server/core/context.ts';
import type { TenantScope } from '#server/core/tenancy.ts';
import { requireSpecialist } from '#server/modules/business/index.ts';
import { presentHoliday } from './presenter.ts';
import { findHoliday } from './queries.ts';

/** Changes a day off; the range after the change must still end on or after its start (400). */
export async function updateHoliday(ctx: CommandContext, scope: TenantScope, id: string, input: UpdateHolidayInput) {
  const { db } = ctx;
  const row = await findHoliday(db, scope, id);
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
  ctx.events.emit('catalogue.changed', { businessId: scope.businessId });
  return presentHoliday(updated);
}
