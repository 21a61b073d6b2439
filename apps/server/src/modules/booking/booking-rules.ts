import { eq } from 'drizzle-orm';
import { businesses, type Db, type DbOrTx } from '@vizitas/db';
import type { BookingRulesView, UpdateBookingRulesInput } from '@vizitas/shared/schemas/admin/booking-rules';
import type { TenantScope } from '#server/core/tenancy.ts';
import { scopedBusiness } from '#server/modules/business/index.ts';
import { invalidateCatalogue } from '#server/modules/availability/index.ts';

function present(row: typeof businesses.$inferSelect): BookingRulesView {
  return {
    minimumNoticeMin: row.minimumNoticeMin,
    maxAdvanceDays: row.maxAdvanceDays,
    slotStepMin: row.slotStepMin,
    autoConfirm: row.autoConfirm,
    cancellationDeadlineMin: row.cancellationDeadlineMin,
  };
}

export async function getBookingRules(db: DbOrTx, scope: TenantScope): Promise<BookingRulesView> {
  return present(await scopedBusiness(db, scope));
}

/** Changes the rules given; the others stay. */
export async function updateBookingRules(db: Db, scope: TenantScope, input: UpdateBookingRulesInput): Promise<BookingRulesView> {
  await scopedBusiness(db, scope);
  const [row] = await db.update(businesses).set(input).where(eq(businesses.id, scope.businessId)).returning();
  invalidateCatalogue(db, scope.businessId);
  return present(row!);
}
