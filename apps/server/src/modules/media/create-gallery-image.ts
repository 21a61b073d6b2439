import { eq, sql } from 'drizzle-orm';
import { businesses, galleryImages } from '@vizitas/db';
import { appError } from '@vizitas/shared';
import { MAX_GALLERY_IMAGES, type AdminGalleryImage } from '@vizitas/shared/schemas/admin/gallery';
import { transactionWithEvents } from '#server/core/events.ts';
import type { TenantScope } from '#server/core/tenancy.ts';
import { checkImage, encodeVariants } from './images.ts';
import { picturesToStore, withPictures, type MediaContext } from './pictures.ts';
import { presentGalleryImage } from './presenter.ts';
import { GALLERY_PHOTO } from './sizes.ts';

/**
 * `POST /api/admin/gallery-image/create`: a new photo at the end of the gallery, with its
 * optional caption. The business row is locked while counting, so two uploads at once cannot
 * pass {@link MAX_GALLERY_IMAGES} (409 `gallery_full`) or take the same place.
 */
export async function createGalleryImage(
  ctx: MediaContext,
  scope: TenantScope,
  input: { upload: Buffer; alt?: string | undefined },
): Promise<AdminGalleryImage> {
  const image = await checkImage(input.upload);
  const variants = await encodeVariants(image, GALLERY_PHOTO);
  const desktop = variants.find((variant) => variant.name === 'desktop')!;
  const { stored, urls } = picturesToStore(ctx.files, scope.businessId, 'gallery', variants);
  return withPictures(ctx, stored, () =>
    transactionWithEvents(ctx, async (tx, record) => {
      const [business] = await tx
        .select({ id: businesses.id })
        .from(businesses)
        .where(eq(businesses.id, scope.businessId))
        .for('update');
      if (!business) throw appError('resource_not_found');
      const [count] = await tx
        .select({ count: sql<number>`count(*)::int`, last: sql<number>`coalesce(max(${galleryImages.position}), -1)::int` })
        .from(galleryImages)
        .where(scope.where(galleryImages));
      if ((count?.count ?? 0) >= MAX_GALLERY_IMAGES) throw appError('gallery_full');
      const [row] = await tx
        .insert(galleryImages)
        .values(
          scope.values({
            url: urls.desktop!,
            phoneUrl: urls.phone ?? null,
            alt: input.alt ?? '',
            width: desktop.width,
            height: desktop.height,
            position: (count?.last ?? -1) + 1,
          }),
        )
        .returning();
      await record('business.profile_changed', { businessId: scope.businessId });
      return { result: presentGalleryImage(row!), replacedUrls: [] };
    }),
  );
}
