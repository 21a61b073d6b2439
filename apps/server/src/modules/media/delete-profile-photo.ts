import { eq } from 'drizzle-orm';
import { businesses } from '@vizitas/db';
import { appError } from '@vizitas/shared';
import { transactionWithEvents } from '#server/core/events.ts';
import type { TenantScope } from '#server/core/tenancy.ts';
import { removeFiles, type MediaContext } from './pictures.ts';

/** `DELETE /api/admin/business/{id}/profile/delete`: no profile photo any more (none already: nothing changes). */
export async function deleteProfilePhoto(ctx: MediaContext, scope: TenantScope): Promise<void> {
  const replaced = await transactionWithEvents(ctx, async (tx, record) => {
    const [before] = await tx
      .select({ desktop: businesses.profilePhotoUrl, phone: businesses.profilePhotoPhoneUrl })
      .from(businesses)
      .where(eq(businesses.id, scope.businessId))
      .for('update');
    if (!before) throw appError('resource_not_found');
    if (before.desktop === null && before.phone === null) return [];
    await tx
      .update(businesses)
      .set({ profilePhotoUrl: null, profilePhotoPhoneUrl: null, updatedAt: ctx.now() })
      .where(eq(businesses.id, scope.businessId));
    await record('business.profile_changed', { businessId: scope.businessId });
    return [before.desktop, before.phone];
  });
  await removeFiles(ctx.files, replaced);
}
