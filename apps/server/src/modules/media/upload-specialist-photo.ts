import { eq } from 'drizzle-orm';
import { specialists } from '@vizitas/db';
import { transactionWithEvents } from '#server/core/events.ts';
import { unknownReference, type TenantScope } from '#server/core/tenancy.ts';
import { requireSpecialist } from '#server/modules/business/index.ts';
import { checkImage, encodeVariants } from './images.ts';
import { picturesToStore, removeFiles, withPictures, type MediaContext } from './pictures.ts';
import { SPECIALIST_PHOTO } from './sizes.ts';

/**
 * `POST /api/admin/specialist-photo/{id}/upload`: a specialist's photo, a square around the
 * face. The specialist is checked before the picture is read (another business's: 404).
 * Returns the new photo's URL.
 */
export async function uploadSpecialistPhoto(
  ctx: MediaContext,
  scope: TenantScope,
  specialistId: string,
  upload: Buffer,
): Promise<string> {
  await requireSpecialist(ctx.db, scope, specialistId, 'id');
  const image = await checkImage(upload);
  const variants = await encodeVariants(image, [SPECIALIST_PHOTO]);
  const { stored, urls } = picturesToStore(ctx.files, scope.businessId, 'specialist', variants);
  return withPictures(ctx, stored, () =>
    transactionWithEvents(ctx, async (tx, record) => {
      const [before] = await tx
        .select({ photoUrl: specialists.photoUrl })
        .from(specialists)
        .where(scope.where(specialists, eq(specialists.id, specialistId)))
        .for('update');
      if (!before) throw unknownReference('id');
      await tx
        .update(specialists)
        .set({ photoUrl: urls.square! })
        .where(scope.where(specialists, eq(specialists.id, specialistId)));
      await record('business.profile_changed', { businessId: scope.businessId });
      return { result: urls.square!, replacedUrls: [before.photoUrl] };
    }),
  );
}

/** `DELETE /api/admin/specialist-photo/{id}/delete`: the specialist shows her initials again. */
export async function deleteSpecialistPhoto(ctx: MediaContext, scope: TenantScope, specialistId: string): Promise<void> {
  const removed = await transactionWithEvents(ctx, async (tx, record) => {
    const [before] = await tx
      .select({ photoUrl: specialists.photoUrl })
      .from(specialists)
      .where(scope.where(specialists, eq(specialists.id, specialistId)))
      .for('update');
    if (!before) throw unknownReference('id');
    if (before.photoUrl === null) return [];
    await tx
      .update(specialists)
      .set({ photoUrl: null })
      .where(scope.where(specialists, eq(specialists.id, specialistId)));
    await record('business.profile_changed', { businessId: scope.businessId });
    return [before.photoUrl];
  });
  await removeFiles(ctx.files, removed);
}
