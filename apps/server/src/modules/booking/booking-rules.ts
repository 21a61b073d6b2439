import { eq } from 'drizzle-orm';
import { businesses, type DbOrTx } from '@vizitas/db';
import type { BookingRulesView, UpdateBookingRulesInput } from '@vizitas/shared/schemas/admin/booking-rules';
import type { CommandContext } from '#server/core/context.ts';
import type { TenantScope } from '#server/core/tenancy.ts';
import { scopedBusiness } from '#server/modules/business/index.ts';

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

/**
 * Changes the rules given; the others stay. Saving them, changed or not, is the owner's answer to
 * the checklist's booking rules step: they suit her (`booking_rules_reviewed_at`).
 */
export async function updateBookingRules(
  ctx: CommandContext,
  scope: TenantScope,
  input: UpdateBookingRulesInput,
): Promise<BookingRulesView> {
  const { db } = ctx;
  await scopedBusiness(db, scope);
  const [row] = await db
    .update(businesses)
    .set({ ...input, bookingRulesReviewedAt: ctx.now() })
    .where(eq(businesses.id, scope.businessId))
    .returning();
  ctx.events.emit('catalogue.changed', { businessId: scope.businessId });
  return present(row!);
}
