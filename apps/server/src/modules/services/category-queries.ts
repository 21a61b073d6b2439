import { asc, count } from 'drizzle-orm';
import { serviceCategories, services, type DbOrTx } from '@vizitas/db';
import { appError } from '@vizitas/shared';
import type { ServiceCategory } from '@vizitas/shared/schemas/admin/service-categories';
import type { TenantScope } from '#server/core/tenancy.ts';

/**
 * The business's own grouping of its services („Kirpimai“, „Dažymai“…). A deleted category's
 * services stay, uncategorised (the foreign key sets null). Every change of a category is a
 * `catalogue.changed`: the booking calendar groups services by category.
 */

/** Every category of the business in its order, with how many services (active or not) each holds. */
export async function listCategories(db: DbOrTx, scope: TenantScope): Promise<ServiceCategory[]> {
  const [rows, counts] = await Promise.all([
    db
      .select()
      .from(serviceCategories)
      .where(scope.where(serviceCategories))
      .orderBy(asc(serviceCategories.sortOrder), asc(serviceCategories.name), asc(serviceCategories.id)),
    db
      .select({ categoryId: services.categoryId, n: count() })
      .from(services)
      .where(scope.where(services))
      .groupBy(services.categoryId),
  ]);
  const countOf = new Map(counts.map((row) => [row.categoryId, row.n]));
  return rows.map((row) => ({ id: row.id, name: row.name, sortOrder: row.sortOrder, serviceCount: countOf.get(row.id) ?? 0 }));
}

/** One category of the business (404 for any other). */
export async function getCategory(db: DbOrTx, scope: TenantScope, id: string): Promise<ServiceCategory> {
  const found = (await listCategories(db, scope)).find((category) => category.id === id.toLowerCase());
  if (!found) throw appError('resource_not_found');
  return found;
}
