import { holidays, type Db } from '@vizitas/db';
import type { CreateHolidayInput } from '@vizitas/shared/schemas/admin/holidays';
import type { TenantScope } from '#server/core/tenancy.ts';
import { invalidateCatalogue } from '#server/modules/availability/index.ts';
import { requireSpecialist } from '#server/modules/business/index.ts';
import { presentHoliday } from './presenter.ts';

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
