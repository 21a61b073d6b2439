import { eq, inArray } from 'drizzle-orm';
import { serviceCategories, specialistServices, specialists, type Tx } from '@vizitas/db';
import { unknownReference, type TenantScope } from '#server/core/tenancy.ts';

/** The category and specialists named exist in the business (`unknown_reference` otherwise). */
export async function checkReferences(
  tx: Tx,
  scope: TenantScope,
  input: { categoryId?: string | null; specialistIds?: string[] },
): Promise<void> {
  if (input.categoryId) {
    const [category] = await tx
      .select({ id: serviceCategories.id })
      .from(serviceCategories)
      .where(scope.where(serviceCategories, eq(serviceCategories.id, input.categoryId)));
    if (!category) throw unknownReference('categoryId');
  }
  if (input.specialistIds && input.specialistIds.length > 0) {
    const found = await tx
      .select({ id: specialists.id })
      .from(specialists)
      .where(scope.where(specialists, inArray(specialists.id, input.specialistIds)));
    if (found.length !== input.specialistIds.length) throw unknownReference('specialistIds');
  }
}

/** Replaces who offers the service. */
export async function setSpecialists(tx: Tx, scope: TenantScope, serviceId: string, specialistIds: string[]): Promise<void> {
  await tx.delete(specialistServices).where(scope.where(specialistServices, eq(specialistServices.serviceId, serviceId)));
  if (specialistIds.length > 0) {
    await tx.insert(specialistServices).values(scope.values(specialistIds.map((specialistId) => ({ specialistId, serviceId }))));
  }
}
