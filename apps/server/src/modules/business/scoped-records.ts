import { eq } from 'drizzle-orm';
import { businesses, specialists, type DbOrTx } from '@vizitas/db';
import { localDateOf, type LocalDate } from '@vizitas/booking-engine';
import { appError } from '@vizitas/shared';
import { unknownReference, type TenantScope } from '#server/core/tenancy.ts';

export type BusinessRow = typeof businesses.$inferSelect;

/** The scope's business row (404 when it does not exist: only the operator can name such an id). */
export async function scopedBusiness(db: DbOrTx, scope: TenantScope): Promise<BusinessRow> {
  const [row] = await db.select().from(businesses).where(eq(businesses.id, scope.businessId)).limit(1);
  if (!row) throw appError('resource_not_found');
  return row;
}

/** Today in the business's time zone. */
export function businessToday(business: BusinessRow, nowMs: number): LocalDate {
  return localDateOf(nowMs, business.timeZone);
}

/** A specialist of the business (active or not); `unknown_reference` otherwise. */
export async function requireSpecialist(db: DbOrTx, scope: TenantScope, specialistId: string, field = 'specialist') {
  const [row] = await db
    .select()
    .from(specialists)
    .where(scope.where(specialists, eq(specialists.id, specialistId)))
    .limit(1);
  if (!row) throw unknownReference(field);
  return row;
}
