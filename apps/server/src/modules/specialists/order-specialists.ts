import { asc, sql } from 'drizzle-orm';
import { specialists } from '@vizitas/db';
import type { CommandContext } from '#server/core/context.ts';
import { unknownReference, type TenantScope } from '#server/core/tenancy.ts';

/**
 * The specialists in a new order (the booking calendar lists them so): the ids given first, in
 * that order; those left out follow in their previous order. Every id must be of the business.
 */
export async function orderSpecialists(ctx: CommandContext, scope: TenantScope, ids: string[]): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: specialists.id })
      .from(specialists)
      .where(scope.where(specialists))
      .orderBy(asc(specialists.sortOrder), asc(specialists.name), asc(specialists.id))
      .for('update');
    const known = new Set(rows.map((row) => row.id));
    const wanted = ids.map((id) => id.toLowerCase());
    if (wanted.some((id) => !known.has(id))) throw unknownReference('ids');
    const listed = new Set(wanted);
    const order = [...wanted, ...rows.map((row) => row.id).filter((id) => !listed.has(id))];
    // One statement for the whole order: the position of each id in the list is its sort order.
    await tx.execute(sql`
      update ${specialists} set sort_order = o.position - 1
      from unnest(${`{${order.join(',')}}`}::uuid[]) with ordinality as o(id, position)
      where ${specialists.id} = o.id and ${specialists.businessId} = ${scope.businessId}`);
  });
  ctx.events.emit('catalogue.changed', { businessId: scope.businessId });
}
