import { eq } from 'drizzle-orm';
import { businesses, type Db, type DbOrTx } from '@vizitas/db';
import type { BookingRulesView, UpdateBookingRulesInput } from '@vizitas/shared/schemas/admin/booking-rules';
import { scopedBusiness, type AdminScope } from '#server/core/tenancy.ts';
import { invalidateCatalogue } from '#server/modules/availability/cache.ts';

function present(row: typeof businesses.$inferSelect): BookingRulesView {
  return {
    minimumNoticeMin: row.minimumNoticeMin,
    maxAdvanceDays: row.maxAdvanceDays,
    slotStepMin: row.slotStepMin,
    autoConfirm: row.autoConfirm,
    cancellationDeadlineMin: row.cancellationDeadlineMin,
  };
}

export async function getBookingRules(db: DbOrTx, scope: AdminScope): Promise<BookingRulesView> {
  return present(await scopedBusiness(db, scope));
}

/** Changes the rules given; the others stay. */
export async function updateBookingRules(db: Db, scope: AdminScope, input: UpdateBookingRulesInput): Promise<BookingRulesView> {
  await scopedBusiness(db, scope);
  const [row] = await db.update(businesses).set(input).where(eq(businesses.id, scope.businessId)).returning();
  invalidateCatalogue(db, scope.businessId);
  return present(row!);
}
