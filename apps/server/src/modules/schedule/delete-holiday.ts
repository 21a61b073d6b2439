import { eq } from 'drizzle-orm';
import { holidays, type Db } from '@vizitas/db';
import { appError } from '@vizitas/shared';
import type { TenantScope } from '#server/core/tenancy.ts';
import { invalidateCatalogue } from '#server/modules/availability/index.ts';

/** Deletes a day off of the business. */
export async function deleteHoliday(db: Db, scope: TenantScope, id: string): Promise<void> {
  const deleted = await db
    .delete(holidays)
    .where(scope.where(holidays, eq(holidays.id, id)))
    .returning({ id: holidays.id });
  if (deleted.length === 0) throw appError('resource_not_found');
  invalidateCatalogue(db, scope.businessId);
}
