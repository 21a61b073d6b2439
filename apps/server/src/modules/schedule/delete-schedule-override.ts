import { eq } from 'drizzle-orm';
import { scheduleOverrides } from '@vizitas/db';
import type { CommandContext } from '#server/core/context.ts';
import type { TenantScope } from '#server/core/tenancy.ts';
import { assertNotPast } from './override-rules.ts';
import { findOverride } from './queries.ts';

/** Deletes an override of today or later (a past one is kept as it was: 422 `date_in_past`). */
export async function deleteOverride(ctx: CommandContext, scope: TenantScope, id: string, nowMs: number): Promise<void> {
  const { db } = ctx;
  const row = await findOverride(db, scope, id);
  await assertNotPast(db, scope, [row.date], nowMs);
  await db.delete(scheduleOverrides).where(scope.where(scheduleOverrides, eq(scheduleOverrides.id, id)));
  ctx.events.emit('catalogue.changed', { businessId: scope.businessId });
}
