import { asc, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { CommandContext } from './context.ts';
import { unknownReference, type TenantScope } from './tenancy.ts';

/** A business's list the admin orders by hand: its rows' id, name and place in the list. */
export type OrderedTable = PgTable & { id: PgColumn; name: PgColumn; sortOrder: PgColumn; businessId: PgColumn };

/**
 * Puts the business's rows of `table` in a new order, then tells that its catalogue changed: the
 * ids given first, in that order; rows left out follow in their previous order (by place, name,
 * id). Every id must be a row of the business (`unknown_reference` on `ids` otherwise). The rows
 * are locked while read, and the whole order is one statement: each id's position in the list
 * is its sort order.
 */
export async function writeSortOrder(ctx: CommandContext, scope: TenantScope, table: OrderedTable, ids: string[]): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const rows = (await tx
      .select({ id: table.id })
      .from(table)
      .where(scope.where(table))
      .orderBy(asc(table.sortOrder), asc(table.name), asc(table.id))
      .for('update')) as Array<{ id: string }>;
    const known = new Set(rows.map((row) => row.id));
    const wanted = ids.map((id) => id.toLowerCase());
    if (wanted.some((id) => !known.has(id))) throw unknownReference('ids');
    const listed = new Set(wanted);
    const order = [...wanted, ...rows.map((row) => row.id).filter((id) => !listed.has(id))];
    await tx.execute(sql`
      update ${table} set sort_order = o.position - 1
      from unnest(${`{${order.join(',')}}`}::uuid[]) with ordinality as o(id, position)
      where ${table.id} = o.id and ${table.businessId} = ${scope.businessId}`);
  });
  ctx.events.emit('catalogue.changed', { businessId: scope.businessId });
}
