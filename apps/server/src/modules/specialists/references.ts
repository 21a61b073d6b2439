import { eq, inArray } from 'drizzle-orm';
import { services, specialistServices, type Tx } from '@vizitas/db';
import { unknownReference, type TenantScope } from '#server/core/tenancy.ts';

/** The services named exist in the business (`unknown_reference` otherwise). */
export async function checkServices(tx: Tx, scope: TenantScope, serviceIds: string[] | undefined): Promise<void> {
  if (!serviceIds || serviceIds.length === 0) return;
  const found = await tx
    .select({ id: services.id })
    .from(services)
    .where(scope.where(services, inArray(services.id, serviceIds)));
  if (found.length !== serviceIds.length) throw unknownReference('serviceIds');
}

/** Replaces what the specialist offers. */
export async function setServices(tx: Tx, scope: TenantScope, specialistId: string, serviceIds: string[]): Promise<void> {
  await tx.delete(specialistServices).where(scope.where(specialistServices, eq(specialistServices.specialistId, specialistId)));
  if (serviceIds.length > 0) {
    await tx.insert(specialistServices).values(scope.values(serviceIds.map((serviceId) => ({ specialistId, serviceId }))));
  }
}
