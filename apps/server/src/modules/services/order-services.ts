import { asc, sql } from 'drizzle-orm';
import { services, type Db } from '@vizitas/db';
import { unknownReference, type TenantScope } from '#server/core/tenancy.ts';
import { invalidateCatalogue } from '#server/modules/availability/index.ts';

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
