import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminGallery,
  adminGalleryImageDelete,
  adminGalleryImageUpdate,
  adminGalleryOrder,
} from '@vizitas/shared/api/admin/gallery-images';
import { adminBusinessQuerySchema, adminIdParamsSchema } from '@vizitas/shared/schemas/admin/common';
import { adminGalleryImageSchema, galleryUploadFieldsSchema } from '@vizitas/shared/schemas/admin/gallery';
import { appError, type FieldErrors } from '@vizitas/shared';
import { authorize } from '#server/core/authorize.ts';
import { defineEndpoint } from '#server/http/endpoint.ts';
import { businessScopeFor, businessScopeOf } from '#server/http/guards.ts';
import { errorResponses } from '#server/http/openapi.ts';
import { withUpload } from '#server/http/plugins/multipart.ts';
import {
  adminGalleryOf,
  canManagePictures,
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
    handle: async (app, { query }, actor) => {
      const scope = await businessScopeFor(actor, query.business);
      authorize(canViewPictures(scope));
      return adminGalleryOf(app.database.db, scope);
    },
  }),
  defineEndpoint(adminGalleryImageUpdate, {
    handle: async (app, { params, query, body }, actor) =>
      updateGalleryImage(app.context, await picturesScope(actor, query.business), params.id, { ...body }),
  }),
  defineEndpoint(adminGalleryImageDelete, {
    handle: async (app, { params, query }, actor) => {
      await deleteGalleryImage(app.context, await picturesScope(actor, query.business), params.id);
      return { success: true as const };
    },
  }),
  defineEndpoint(adminGalleryOrder, {
    handle: async (app, { query, body }, actor) => {
      const scope = await picturesScope(actor, query.business);
      await orderGalleryImages(app.context, scope, body.ids);
      return adminGalleryOf(app.database.db, scope);
    },
  }),
];

/**
 * The gallery's uploads: the seed's `POST /api/admin/gallery-image/create` and
 * `POST /api/admin/gallery-image/{id}/upload` (multipart, the picture in `file`, the caption in
 * `alt`). Plain routes, not endpoints: they read the request's multipart stream (`config.upload`)
 * and the document lists them as `multipart/form-data`, which a contract does not.
 */
const adminGalleryImageRoutes: FastifyPluginAsyncZod = async (app) => {
  const uploadErrors = errorResponses(400, 401, 403, 404, 409, 413, 415, 422);

  app.post(
    '/gallery-image/create',
    {
      config: { upload: true },
      schema: {
        tags: ['admin'],
        summary: 'Įkelti naują galerijos nuotrauką (JPEG, PNG arba WebP iki 15 MB; laukas alt – aprašymas)',
        consumes: ['multipart/form-data'],
        querystring: adminBusinessQuerySchema,
        response: { 201: adminGalleryImageSchema, ...uploadErrors },
      },
    },
    async (request, reply) => {
      const scope = await businessScopeOf(request, request.query.business);
      authorize(canManagePictures(scope));
      const image = await withUpload(request, (upload) => {
        const fields = galleryUploadFieldsSchema.safeParse(upload.fields);
        if (!fields.success) {
          const errors: FieldErrors = {};
          for (const issue of fields.error.issues) (errors[issue.path.join('.') || '_'] ??= []).push(issue.message);
          throw appError('validation_failed', errors);
        }
        return createGalleryImage(app.context, scope, { upload: upload.file, alt: fields.data.alt });
      });
      return reply.status(201).send(image);
    },
  );

  app.post(
    '/gallery-image/:id/upload',
    {
      config: { upload: true },
      schema: {
        tags: ['admin'],
        summary: 'Pakeisti galerijos nuotraukos failą (aprašymas ir vieta lieka)',
        consumes: ['multipart/form-data'],
        params: adminIdParamsSchema,
        querystring: adminBusinessQuerySchema,
        response: { 200: adminGalleryImageSchema, ...uploadErrors },
      },
    },
    async (request) => {
      const scope = await businessScopeOf(request, request.query.business);
      authorize(canManagePictures(scope));
      return withUpload(request, (upload) => replaceGalleryImage(app.context, scope, request.params.id, upload.file));
    },
  );
};

export default adminGalleryImageRoutes;
