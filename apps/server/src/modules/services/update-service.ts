import { eq } from 'drizzle-orm';
import { services } from '@vizitas/db';
import { appError } from '@vizitas/shared';
import type { UpdateServiceInput } from '@vizitas/shared/schemas/admin/services';
import type { CommandContext } from '#server/core/context.ts';
import type { TenantScope } from '#server/core/tenancy.ts';
import { checkReferences, setSpecialists } from './references.ts';

/** Changes the fields given; `specialistIds` replaces who offers the service. */
export async function updateService(ctx: CommandContext, scope: TenantScope, id: string, input: UpdateServiceInput): Promise<void> {
  const { db } = ctx;
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
  ctx.events.emit('catalogue.changed', { businessId: scope.businessId });
}
