import { eq } from 'drizzle-orm';
import { services, type Db } from '@vizitas/db';
import { appError } from '@vizitas/shared';
import type { TenantScope } from '#server/core/tenancy.ts';
import { invalidateCatalogue } from '#server/modules/availability/index.ts';

/** Turns a service off (no longer offered to customers) or on again. */
export async function setServiceActive(db: Db, scope: TenantScope, id: string, active: boolean): Promise<void> {
  const updated = await db
    .update(services)
    .set({ active })
    .where(scope.where(services, eq(services.id, id)))
    .returning({ id: services.id });
  if (updated.length === 0) throw appError('resource_not_found');
  invalidateCatalogue(db, scope.businessId);
}
