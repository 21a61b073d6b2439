import { eq } from 'drizzle-orm';
import { galleryImages } from '@vizitas/db';
import type { AdminGalleryImage } from '@vizitas/shared/schemas/admin/gallery';
import { transactionWithEvents } from '#server/core/events.ts';
import type { TenantScope } from '#server/core/tenancy.ts';
import type { MediaContext } from './pictures.ts';
import { presentGalleryImage } from './presenter.ts';
import { notFound } from './queries.ts';

/** `PATCH /api/admin/gallery-image/{id}`: the caption (also the picture's alternative text). */
export async function updateGalleryImage(
  ctx: MediaContext,
  scope: TenantScope,
  id: string,
  changes: { alt: string },
): Promise<AdminGalleryImage> {
  return transactionWithEvents(ctx, async (tx, record) => {
    const [row] = await tx
      .update(galleryImages)
      .set({ alt: changes.alt })
      .where(scope.where(galleryImages, eq(galleryImages.id, id)))
      .returning();
    if (!row) throw notFound();
    await record('business.profile_changed', { businessId: scope.businessId });
    return presentGalleryImage(row);
  });
}
