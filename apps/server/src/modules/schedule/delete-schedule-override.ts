import { eq } from 'drizzle-orm';
import { scheduleOverrides, type Db } from '@vizitas/db';
import type { TenantScope } from '#server/core/tenancy.ts';
import { invalidateCatalogue } from '#server/modules/availability/index.ts';
import { assertNotPast } from './override-rules.ts';
import { findOverride } from './queries.ts';

/** Deletes an override of today or later (a past one is kept as it was: 422 `date_in_past`). */
export async function deleteOverride(db: Db, scope: TenantScope, id: string, nowMs: number): Promise<void> {
  const row = await findOverride(db, scope, id);
  await assertNotPast(db, scope, [row.date], nowMs);
  await db.delete(scheduleOverrides).where(scope.where(scheduleOverrides, eq(scheduleOverrides.id, id)));
  invalidateCatalogue(db, scope.businessId);
}
