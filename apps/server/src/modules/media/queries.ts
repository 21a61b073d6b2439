import { asc, eq } from 'drizzle-orm';
import { galleryImages, type DbOrTx } from '@vizitas/db';
import { appError } from '@vizitas/shared';
import { MAX_GALLERY_IMAGES, type AdminGallery, type AdminGalleryImage } from '@vizitas/shared/schemas/admin/gallery';
import type { TenantScope } from '#server/core/tenancy.ts';
import { canManagePictures } from './policy.ts';
import { presentGalleryImage } from './presenter.ts';

/** The scope's gallery in its order, for the admin. */
export async function adminGalleryOf(db: DbOrTx, scope: TenantScope): Promise<AdminGallery> {
  const rows = await db
    .select()
    .from(galleryImages)
    .where(scope.where(galleryImages))
    .orderBy(asc(galleryImages.position), asc(galleryImages.createdAt), asc(galleryImages.id));
  return { items: rows.map(presentGalleryImage), max: MAX_GALLERY_IMAGES, canEdit: canManagePictures(scope) };
}

/** One photo of the scope's gallery; 404 `resource_not_found` for any other id. */
export async function galleryImageOf(db: DbOrTx, scope: TenantScope, id: string): Promise<AdminGalleryImage> {
  const [row] = await db
    .select()
    .from(galleryImages)
    .where(scope.where(galleryImages, eq(galleryImages.id, id)))
    .limit(1);
  if (!row) throw notFound();
  return presentGalleryImage(row);
}

/** A photo of another business, or none, is not found. */
export function notFound() {
  return appError('resource_not_found');
}
