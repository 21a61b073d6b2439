import { eq } from 'drizzle-orm';
import { businesses, galleryImages } from '@vizitas/db';
import { appError } from '@vizitas/shared';
import { transactionWithEvents } from '#server/core/events.ts';
import type { TenantScope } from '#server/core/tenancy.ts';
import { unknownReference } from '#server/core/tenancy.ts';
import type { MediaContext } from './pictures.ts';

/**
 * `PUT /api/admin/gallery-images/order`: the whole gallery in a new order. The list must name
 * every photo of the business once: a missing or foreign id is 409 `conflict` (the page is out of
 * date) or 404 `unknown_reference`, and nothing moves.
 */
export async function orderGalleryImages(ctx: MediaContext, scope: TenantScope, ids: readonly string[]): Promise<void> {
  await transactionWithEvents(ctx, async (tx, record) => {
    await tx.select({ id: businesses.id }).from(businesses).where(eq(businesses.id, scope.businessId)).for('update');
    const rows = await tx.select({ id: galleryImages.id }).from(galleryImages).where(scope.where(galleryImages));
    const known = new Set(rows.map((row) => row.id));
    if (ids.some((id) => !known.has(id))) throw unknownReference('ids');
    if (ids.length !== known.size) throw appError('conflict');
    for (const [position, id] of ids.entries()) {
      await tx
        .update(galleryImages)
        .set({ position })
        .where(scope.where(galleryImages, eq(galleryImages.id, id)));
    }
    await record('business.profile_changed', { businessId: scope.businessId });
  });
}
