/**
 * The gallery's calls (docs/decisions/026), by route name: `GET /api/admin/gallery-images`, the
 * seed's `POST /api/admin/gallery-image/create` and `POST /api/admin/gallery-image/{id}/upload`
 * (with progress), the caption (`PATCH …/gallery-image/{id}`), the order and deletion.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { generatePath } from '@vizitas/shared';
import type { AdminGallery, AdminGalleryImage } from '@vizitas/shared/schemas/admin/gallery';
import { adminApiUrl } from '~/lib/api/admin-api-url';
import { apiGet, apiSend } from '~/lib/api/api-client';
import { uploadPicture } from '~/lib/api/upload';

export type { AdminGallery, AdminGalleryImage };

export const galleryKeys = {
  list: (business: string | null) => ['admin-gallery', business ?? ''] as const,
};

export function galleryUrl(business: string | null): string {
  return adminApiUrl(generatePath('admin_gallery_images_api'), business);
}

export function galleryQueryOptions(business: string | null) {
  return queryOptions({
    queryKey: galleryKeys.list(business),
    queryFn: ({ signal }) => apiGet<AdminGallery>(galleryUrl(business), { signal }),
  });
}

export function useGallery(business: string | null, initial: AdminGallery | null) {
  return useQuery({ ...galleryQueryOptions(business), initialData: initial ?? undefined });
}

export function createGalleryImage(business: string | null, file: File, onProgress: (fraction: number) => void) {
  return uploadPicture<AdminGalleryImage>(adminApiUrl(generatePath('gallery_image_create'), business), file, { onProgress });
}

export function replaceGalleryImage(business: string | null, id: string, file: File, onProgress: (fraction: number) => void) {
  return uploadPicture<AdminGalleryImage>(adminApiUrl(generatePath('gallery_image_upload', { id }), business), file, {
    onProgress,
  });
}

export function updateCaption(business: string | null, id: string, alt: string) {
  return apiSend<AdminGalleryImage>('PATCH', adminApiUrl(generatePath('admin_gallery_image_api', { id }), business), { alt });
}

export function deleteGalleryImage(business: string | null, id: string) {
  return apiSend<{ success: true }>('DELETE', adminApiUrl(generatePath('admin_gallery_image_api', { id }), business), {});
}

export function orderGalleryImages(business: string | null, ids: string[]) {
  return apiSend<AdminGallery>('PUT', adminApiUrl(generatePath('admin_gallery_images_order_api'), business), { ids });
}
