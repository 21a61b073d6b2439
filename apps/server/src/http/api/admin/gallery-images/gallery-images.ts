import {
  adminGallery,
  adminGalleryImageCreate,
  adminGalleryImageDelete,
  adminGalleryImageReplace,
  adminGalleryImageUpdate,
  adminGalleryOrder,
} from '@vizitas/shared/api/admin/gallery-images';
import { galleryUploadFieldsSchema } from '@vizitas/shared/schemas/admin/gallery';
import { appError, type FieldErrors } from '@vizitas/shared';
import { authorize } from '#server/core/authorize.ts';
import { defineEndpoint, defineHttpEndpoint } from '#server/http/endpoint.ts';
import { businessScopeFor } from '#server/http/guards.ts';
import { withUpload } from '#server/http/plugins/multipart.ts';
import {
  adminGalleryOf,
  canViewPictures,
  createGalleryImage,
  deleteGalleryImage,
  orderGalleryImages,
  replaceGalleryImage,
  updateGalleryImage,
} from '#server/modules/media/index.ts';
import { picturesScope } from '../scope.ts';

/**
 * The gallery (docs/decisions/026): `GET /api/admin/gallery-images` in its order, a photo's
 * caption (`PATCH /api/admin/gallery-image/{id}`), its deletion and the new order.
 */
export const adminGalleryImageEndpoints = [
  // `{ ...body }` reads the body where the route read `request.body`: a body that failed its schema
  // throws its 400 there (`endpoint.ts`), after the scope and the policy, before the operation's checks.
  defineEndpoint(adminGallery, {
    handle: async (ctx, actor, { query }) => {
      const scope = await businessScopeFor(actor, query.business);
      authorize(canViewPictures(scope));
      return adminGalleryOf(ctx.db, scope);
    },
  }),
  defineEndpoint(adminGalleryImageUpdate, {
    handle: async (ctx, actor, { params, query, body }) =>
      updateGalleryImage(ctx, await picturesScope(actor, query.business), params.id, { ...body }),
  }),
  defineEndpoint(adminGalleryImageDelete, {
    handle: async (ctx, actor, { params, query }) => {
      await deleteGalleryImage(ctx, await picturesScope(actor, query.business), params.id);
      return { success: true as const };
    },
  }),
  defineEndpoint(adminGalleryOrder, {
    handle: async (ctx, actor, { query, body }) => {
      const scope = await picturesScope(actor, query.business);
      await orderGalleryImages(ctx, scope, body.ids);
      return adminGalleryOf(ctx.db, scope);
    },
  }),
  // The seed's `POST /api/admin/gallery-image/create` and `…/{id}/upload`: multipart forms read
  // from the HTTP request (the picture in `file`, the caption in `alt`).
  defineHttpEndpoint(adminGalleryImageCreate, {
    route: { config: { upload: true } },
    handle: async (ctx, actor, { query }, { request }) => {
      const scope = await picturesScope(actor, query.business);
      return withUpload(request, (upload) => {
        const fields = galleryUploadFieldsSchema.safeParse(upload.fields);
        if (!fields.success) {
          const errors: FieldErrors = {};
          for (const issue of fields.error.issues) (errors[issue.path.join('.') || '_'] ??= []).push(issue.message);
          throw appError('validation_failed', errors);
        }
        return createGalleryImage(ctx, scope, { upload: upload.file, alt: fields.data.alt });
      });
    },
  }),
  defineHttpEndpoint(adminGalleryImageReplace, {
    route: { config: { upload: true } },
    handle: async (ctx, actor, { params, query }, { request }) => {
      const scope = await picturesScope(actor, query.business);
      return withUpload(request, (upload) => replaceGalleryImage(ctx, scope, params.id, upload.file));
    },
  }),
];
