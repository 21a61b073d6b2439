/**
 * The gallery's calls (docs/decisions/026), by route name: `GET /api/admin/gallery-images`, the
 * seed's `POST /api/admin/gallery-image/create` and `POST /api/admin/gallery-image/{id}/upload`
 * (with progress), the caption (`PATCH …/gallery-image/{id}`), the order and deletion.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { generatePath } from '@vizitas/shared';
import {
  adminGallery,
  adminGalleryImageDelete,
  adminGalleryImageUpdate,
  adminGalleryOrder,
} from '@vizitas/shared/api/admin/gallery-images';
import type { AdminGallery, AdminGalleryImage } from '@vizitas/shared/schemas/admin/gallery';
import { adminApiUrl } from '~/lib/api/admin-api-url';
import { apiCall } from '~/lib/api/api-client';
import { uploadPicture } from '~/lib/api/upload';

export type { AdminGallery, AdminGalleryImage };

export const galleryKeys = {
  list: (business: string | null) => ['admin-gallery', business ?? ''] as const,
};

export function galleryQueryOptions(business: string | null) {
  return queryOptions({
    queryKey: galleryKeys.list(business),
    queryFn: ({ signal }) => apiCall(adminGallery, { verslas: business }, { signal }),
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
  return apiCall(adminGalleryImageUpdate, { verslas: business, params: { id }, body: { alt } });
}

export function deleteGalleryImage(business: string | null, id: string) {
  return apiCall(adminGalleryImageDelete, { verslas: business, params: { id } });
}

export function orderGalleryImages(business: string | null, ids: string[]) {
  return apiCall(adminGalleryOrder, { verslas: business, body: { ids } });
}
