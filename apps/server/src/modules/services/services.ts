import { asc, eq, inArray, max, sql } from 'drizzle-orm';
import { serviceCategories, services, specialistServices, specialists, type Db, type DbOrTx, type Tx } from '@vizitas/db';
import { appError } from '@vizitas/shared';
import type { AdminService, CreateServiceInput, UpdateServiceInput } from '@vizitas/shared/schemas/admin/services';
import { unknownReference, type TenantScope } from '#server/core/tenancy.ts';
import { invalidateCatalogue } from '#server/modules/availability/index.ts';

type ServiceRow = typeof services.$inferSelect;

/** Every service of the business, inactive ones too, in their order, with who offers each. */
export async function listServices(db: DbOrTx, scope: TenantScope): Promise<AdminService[]> {
  const [rows, links, categories] = await Promise.all([
    db
      .select()
      .from(services)
      .where(scope.where(services))
      .orderBy(asc(services.sortOrder), asc(services.name), asc(services.id)),
    db.select().from(specialistServices).where(scope.where(specialistServices)),
    db.select().from(serviceCategories).where(scope.where(serviceCategories)),
  ]);
  return rows.map((row) => presentService(row, links, categories));
}

function presentService(
  row: ServiceRow,
  links: { serviceId: string; specialistId: string }[],
  categories: { id: string; name: string }[],
): AdminService {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    categoryId: row.categoryId,
    categoryName: categories.find((category) => category.id === row.categoryId)?.name ?? null,
    durationMin: row.durationMin,
    priceCents: row.priceCents,
    priceFrom: row.priceFrom,
    bufferAfterMin: row.bufferAfterMin,
    active: row.active,
    sortOrder: row.sortOrder,
    specialistIds: links.filter((link) => link.serviceId === row.id).map((link) => link.specialistId),
  };
}

export async function getService(db: DbOrTx, scope: TenantScope, id: string): Promise<AdminService> {
  const [row] = await db
    .select()
    .from(services)
    .where(scope.where(services, eq(services.id, id)))
    .limit(1);
  if (!row) throw appError('resource_not_found');
  const [links, categories] = await Promise.all([
    db
      .select()
      .from(specialistServices)
      .where(scope.where(specialistServices, eq(specialistServices.serviceId, id))),
    row.categoryId
      ? db
          .select()
          .from(serviceCategories)
          .where(scope.where(serviceCategories, eq(serviceCategories.id, row.categoryId)))
      : [],
  ]);
  return presentService(row, links, categories);
}

async function checkReferences(
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

async function setSpecialists(tx: Tx, scope: TenantScope, serviceId: string, specialistIds: string[]): Promise<void> {
  await tx.delete(specialistServices).where(scope.where(specialistServices, eq(specialistServices.serviceId, serviceId)));
  if (specialistIds.length > 0) {
    await tx.insert(specialistServices).values(scope.values(specialistIds.map((specialistId) => ({ specialistId, serviceId }))));
  }
}

/** A new service, last in the order, active; offered by the specialists named. */
export async function createService(db: Db, scope: TenantScope, input: CreateServiceInput): Promise<string> {
  const id = await db.transaction(async (tx) => {
    await checkReferences(tx, scope, input);
    const [last] = await tx
      .select({ n: max(services.sortOrder) })
      .from(services)
      .where(scope.where(services));
    const [row] = await tx
      .insert(services)
      .values(
        scope.values({
          name: input.name,
          description: input.description || null,
          categoryId: input.categoryId ?? null,
          durationMin: input.durationMin,
          priceCents: input.priceCents,
          priceFrom: input.priceFrom ?? false,
          bufferAfterMin: input.bufferAfterMin ?? 0,
          sortOrder: (last?.n ?? -1) + 1,
        }),
      )
      .returning({ id: services.id });
    await setSpecialists(tx, scope, row!.id, input.specialistIds ?? []);
    return row!.id;
  });
  invalidateCatalogue(db, scope.businessId);
  return id;
}

/** Changes the fields given; `specialistIds` replaces who offers the service. */
export async function updateService(db: Db, scope: TenantScope, id: string, input: UpdateServiceInput): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: services.id })
      .from(services)
      .where(scope.where(services, eq(services.id, id)))
      .for('update');
    if (!row) throw appError('resource_not_found');
    await checkReferences(tx, scope, input);
    const { specialistIds, ...fields } = input;
    const changes = { ...fields, ...(fields.description !== undefined ? { description: fields.description || null } : {}) };
    if (Object.keys(changes).length > 0)
      await tx
        .update(services)
        .set(changes)
        .where(scope.where(services, eq(services.id, id)));
    if (specialistIds) await setSpecialists(tx, scope, id, specialistIds);
  });
  invalidateCatalogue(db, scope.businessId);
}

export async function setServiceActive(db: Db, scope: TenantScope, id: string, active: boolean): Promise<void> {
  const updated = await db
    .update(services)
    .set({ active })
    .where(scope.where(services, eq(services.id, id)))
    .returning({ id: services.id });
  if (updated.length === 0) throw appError('resource_not_found');
  invalidateCatalogue(db, scope.businessId);
}

/**
 * The business's services in a new order: the ids given first, in that order; services left
 * out follow in their previous order. Every id must be a service of the business.
 */
export async function orderServices(db: Db, scope: TenantScope, ids: string[]): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: services.id })
      .from(services)
      .where(scope.where(services))
      .orderBy(asc(services.sortOrder), asc(services.name), asc(services.id))
      .for('update');
    const known = new Set(rows.map((row) => row.id));
    const wanted = ids.map((id) => id.toLowerCase());
    if (wanted.some((id) => !known.has(id))) throw unknownReference('ids');
    const listed = new Set(wanted);
    const order = [...wanted, ...rows.map((row) => row.id).filter((id) => !listed.has(id))];
    // One statement for the whole order: the position of each id in the list is its sort order.
    await tx.execute(sql`
      update ${services} set sort_order = o.position - 1
      from unnest(${`{${order.join(',')}}`}::uuid[]) with ordinality as o(id, position)
      where ${services.id} = o.id and ${services.businessId} = ${scope.businessId}`);
  });
  invalidateCatalogue(db, scope.businessId);
}
