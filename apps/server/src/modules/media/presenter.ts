import type { GalleryImage } from '@vizitas/db';
import type { AdminGalleryImage } from '@vizitas/shared/schemas/admin/gallery';

export function presentGalleryImage(row: GalleryImage): AdminGalleryImage {
  return {
    id: row.id,
    url: row.url,
    phoneUrl: row.phoneUrl,
    alt: row.alt,
    width: row.width,
    height: row.height,
    position: row.position,
  };
}
