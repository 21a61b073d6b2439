import { max } from 'drizzle-orm';
import { specialists } from '@vizitas/db';
import type { CreateSpecialistInput } from '@vizitas/shared/schemas/admin/specialists';
import type { CommandContext } from '#server/core/context.ts';
import type { TenantScope } from '#server/core/tenancy.ts';
import { checkServices, setServices } from './references.ts';

/** A new specialist, last in the order, active, offering the services named (her hours are set on the schedule page). */
export async function createSpecialist(ctx: CommandContext, scope: TenantScope, input: CreateSpecialistInput): Promise<string> {
  const id = await ctx.db.transaction(async (tx) => {
    await checkServices(tx, scope, input.serviceIds);
    const [last] = await tx
      .select({ n: max(specialists.sortOrder) })
      .from(specialists)
      .where(scope.where(specialists));
    const [row] = await tx
      .insert(specialists)
      .values(
        scope.values({
          name: input.name,
          title: input.title || null,
          bio: input.bio || null,
          sortOrder: (last?.n ?? -1) + 1,
          createdAt: ctx.now(),
        }),
      )
      .returning({ id: specialists.id });
    await setServices(tx, scope, row!.id, input.serviceIds ?? []);
    return row!.id;
  });
  ctx.events.emit('catalogue.changed', { businessId: scope.businessId });
  return id;
}
