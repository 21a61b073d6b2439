import { eq } from 'drizzle-orm';
import { galleryImages } from '@vizitas/db';
import type { AdminGalleryImage } from '@vizitas/shared/schemas/admin/gallery';
import { transactionWithEvents } from '#server/core/events.ts';
import type { TenantScope } from '#server/core/tenancy.ts';
import { checkImage, encodeVariants } from './images.ts';
import { picturesToStore, withPictures, type MediaContext } from './pictures.ts';
import { presentGalleryImage } from './presenter.ts';
import { galleryImageOf, notFound } from './queries.ts';
import { GALLERY_PHOTO } from './sizes.ts';

/**
 * `POST /api/admin/gallery-image/{id}/upload`: another picture in the same place of the gallery
 * (caption and position kept). The id is checked before the picture is read: another business's
 * photo is 404 and nothing is written.
 */
export async function replaceGalleryImage(
  ctx: MediaContext,
  scope: TenantScope,
  id: string,
  upload: Buffer,
): Promise<AdminGalleryImage> {
  await galleryImageOf(ctx.db, scope, id);
  const image = await checkImage(upload);
  const variants = await encodeVariants(image, GALLERY_PHOTO);
  const desktop = variants.find((variant) => variant.name === 'desktop')!;
  const { stored, urls } = picturesToStore(ctx.files, scope.businessId, 'gallery', variants);
  return withPictures(ctx, stored, () =>
    transactionWithEvents(ctx, async (tx, record) => {
      const [before] = await tx
        .select()
        .from(galleryImages)
        .where(scope.where(galleryImages, eq(galleryImages.id, id)))
        .for('update');
      // Deleted while the picture was being encoded.
      if (!before) throw notFound();
      const [row] = await tx
        .update(galleryImages)
        .set({ url: urls.desktop!, phoneUrl: urls.phone ?? null, width: desktop.width, height: desktop.height })
        .where(scope.where(galleryImages, eq(galleryImages.id, id)))
        .returning();
      await record('business.profile_changed', { businessId: scope.businessId });
      return { result: presentGalleryImage(row!), replacedUrls: [before.url, before.phoneUrl] };
    }),
  );
}
