import { eq } from 'drizzle-orm';
import { specialists } from '@vizitas/db';
import type { UpdateSpecialistInput } from '@vizitas/shared/schemas/admin/specialists';
import type { CommandContext } from '#server/core/context.ts';
import type { TenantScope } from '#server/core/tenancy.ts';
import { lockSpecialist } from './queries.ts';
import { checkServices, setServices } from './references.ts';

/** Changes the fields given; `serviceIds` replaces what she offers. */
export async function updateSpecialist(
  ctx: CommandContext,
  scope: TenantScope,
  id: string,
  input: UpdateSpecialistInput,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await lockSpecialist(tx, scope, id);
    await checkServices(tx, scope, input.serviceIds);
    const { serviceIds, ...fields } = input;
    const changes = {
      ...fields,
      ...(fields.title !== undefined ? { title: fields.title || null } : {}),
      ...(fields.bio !== undefined ? { bio: fields.bio || null } : {}),
    };
    if (Object.keys(changes).length > 0)
      await tx
        .update(specialists)
        .set(changes)
        .where(scope.where(specialists, eq(specialists.id, id)));
    if (serviceIds) await setServices(tx, scope, id, serviceIds);
  });
  ctx.events.emit('catalogue.changed', { businessId: scope.businessId });
}
