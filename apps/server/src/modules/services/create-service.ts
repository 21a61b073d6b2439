import { max } from 'drizzle-orm';
import { services } from '@vizitas/db';
import type { CreateServiceInput } from '@vizitas/shared/schemas/admin/services';
import type { CommandContext } from '#server/core/context.ts';
import type { TenantScope } from '#server/core/tenancy.ts';
import { checkReferences, setSpecialists } from './references.ts';

/** A new service, last in the order, active; offered by the specialists named. */
export async function createService(ctx: CommandContext, scope: TenantScope, input: CreateServiceInput): Promise<string> {
  const { db } = ctx;
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
  ctx.events.emit('catalogue.changed', { businessId: scope.businessId });
  return id;
}
