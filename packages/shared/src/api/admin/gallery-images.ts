/**
 * The gallery (docs/decisions/026): the photos in their order, a photo's caption, its deletion and
 * the new order; a new photo and another file for one (multipart forms: the picture in `file`, the
 * caption in `alt`).
 */
import { adminBusinessQuerySchema, adminIdParamsSchema, successSchema } from '../../schemas/admin/common.ts';
import {
  adminGalleryImageSchema,
  adminGallerySchema,
  orderGalleryImagesSchema,
  updateGalleryImageSchema,
} from '../../schemas/admin/gallery.ts';
import { defineContract } from '../contract.ts';

export const adminGallery = defineContract('admin_gallery_images_api', {
  method: 'GET',
  summary: 'Galerijos nuotraukos jų eilės tvarka',
  query: adminBusinessQuerySchema,
  output: adminGallerySchema,
  errors: [400, 401, 403, 404],
});

export const adminGalleryImageUpdate = defineContract('admin_gallery_image_api', {
  method: 'PATCH',
  summary: 'Keisti galerijos nuotraukos aprašymą',
  params: adminIdParamsSchema,
  query: adminBusinessQuerySchema,
  body: updateGalleryImageSchema,
  output: adminGalleryImageSchema,
  errors: [400, 401, 403, 404],
});

export const adminGalleryImageDelete = defineContract('admin_gallery_image_api', {
  method: 'DELETE',
  summary: 'Ištrinti galerijos nuotrauką',
  params: adminIdParamsSchema,
  query: adminBusinessQuerySchema,
  output: successSchema,
  errors: [400, 401, 403, 404],
});

export const adminGalleryOrder = defineContract('admin_gallery_images_order_api', {
  method: 'PUT',
  summary: 'Keisti galerijos nuotraukų eilės tvarką (visų nuotraukų id nauja tvarka)',
  query: adminBusinessQuerySchema,
  body: orderGalleryImagesSchema,
  output: adminGallerySchema,
  errors: [400, 401, 403, 404, 409],
});

export const adminGalleryImageCreate = defineContract('gallery_image_create', {
  method: 'POST',
  summary: 'Įkelti naują galerijos nuotrauką (JPEG, PNG arba WebP iki 15 MB; laukas alt – aprašymas)',
  query: adminBusinessQuerySchema,
  output: adminGalleryImageSchema,
  status: 201,
  upload: true,
  errors: [400, 401, 403, 404, 409, 413, 415, 422],
});

export const adminGalleryImageReplace = defineContract('gallery_image_upload', {
  method: 'POST',
  summary: 'Pakeisti galerijos nuotraukos failą (aprašymas ir vieta lieka)',
  params: adminIdParamsSchema,
  query: adminBusinessQuerySchema,
  output: adminGalleryImageSchema,
  upload: true,
  errors: [400, 401, 403, 404, 409, 413, 415, 422],
});
