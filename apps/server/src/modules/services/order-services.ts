import { asc, sql } from 'drizzle-orm';
import { services } from '@vizitas/db';
import type { CommandContext } from '#server/core/context.ts';
import { unknownReference, type TenantScope } from '#server/core/tenancy.ts';

/**
 * The business's services in a new order: the ids given first, in that order; services left
 * out follow in their previous order. Every id must be a service of the business.
 */
export async function orderServices(ctx: CommandContext, scope: TenantScope, ids: string[]): Promise<void> {
  const { db } = ctx;
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
  ctx.events.emit('catalogue.changed', { businessId: scope.businessId });
}
