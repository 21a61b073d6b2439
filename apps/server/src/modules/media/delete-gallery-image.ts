import { eq } from 'drizzle-orm';
import { galleryImages } from '@vizitas/db';
import { transactionWithEvents } from '#server/core/events.ts';
import type { TenantScope } from '#server/core/tenancy.ts';
import { removeFiles, type MediaContext } from './pictures.ts';
import { notFound } from './queries.ts';

/** `DELETE /api/admin/gallery-image/{id}`: the photo leaves the gallery, its files after the commit. */
export async function deleteGalleryImage(ctx: MediaContext, scope: TenantScope, id: string): Promise<void> {
  const removed = await transactionWithEvents(ctx, async (tx, record) => {
    const [row] = await tx
      .delete(galleryImages)
      .where(scope.where(galleryImages, eq(galleryImages.id, id)))
      .returning({ url: galleryImages.url, phoneUrl: galleryImages.phoneUrl });
    if (!row) throw notFound();
    await record('business.profile_changed', { businessId: scope.businessId });
    return [row.url, row.phoneUrl];
  });
  await removeFiles(ctx.files, removed);
}
