import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminBusinessQuerySchema, adminIdParamsSchema, successSchema } from '@vizitas/shared/schemas/admin/common';
import {
  adminGalleryImageSchema,
  adminGallerySchema,
  galleryUploadFieldsSchema,
  orderGalleryImagesSchema,
  updateGalleryImageSchema,
} from '@vizitas/shared/schemas/admin/gallery';
import { appError, type FieldErrors } from '@vizitas/shared';
import { authorize } from '#server/core/authorize.ts';
import { mediaContextOf } from '#server/http/app-context.ts';
import { businessScopeOf } from '#server/http/guards.ts';
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

/**
 * The gallery (docs/decisions/026): `GET /api/admin/gallery-images`, the seed's
 * `POST /api/admin/gallery-image/create` and `POST /api/admin/gallery-image/{id}/upload`
 * (multipart, the picture in `file`, the caption in `alt`), the caption, the order and delete.
 */
const adminGalleryImageRoutes: FastifyPluginAsyncZod = async (app) => {
  const uploadErrors = errorResponses(400, 401, 403, 404, 409, 413, 415, 422);

  app.get(
    '/gallery-images',
    {
      schema: {
        tags: ['admin'],
        summary: 'Galerijos nuotraukos jų eilės tvarka',
        querystring: adminBusinessQuerySchema,
        response: { 200: adminGallerySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const scope = await businessScopeOf(request, request.query.business);
      authorize(canViewPictures(scope));
      return adminGalleryOf(app.database.db, scope);
    },
  );

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
        return createGalleryImage(mediaContextOf(app), scope, { upload: upload.file, alt: fields.data.alt });
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
      return withUpload(request, (upload) => replaceGalleryImage(mediaContextOf(app), scope, request.params.id, upload.file));
    },
  );

  app.patch(
    '/gallery-image/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Keisti galerijos nuotraukos aprašymą',
        params: adminIdParamsSchema,
        querystring: adminBusinessQuerySchema,
        body: updateGalleryImageSchema,
        response: { 200: adminGalleryImageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const scope = await businessScopeOf(request, request.query.business);
      authorize(canManagePictures(scope));
      return updateGalleryImage(mediaContextOf(app), scope, request.params.id, request.body);
    },
  );

  app.delete(
    '/gallery-image/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Ištrinti galerijos nuotrauką',
        params: adminIdParamsSchema,
        querystring: adminBusinessQuerySchema,
        response: { 200: successSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const scope = await businessScopeOf(request, request.query.business);
      authorize(canManagePictures(scope));
      await deleteGalleryImage(mediaContextOf(app), scope, request.params.id);
      return { success: true as const };
    },
  );

  app.put(
    '/gallery-images/order',
    {
      schema: {
        tags: ['admin'],
        summary: 'Keisti galerijos nuotraukų eilės tvarką (visų nuotraukų id nauja tvarka)',
        querystring: adminBusinessQuerySchema,
        body: orderGalleryImagesSchema,
        response: { 200: adminGallerySchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const scope = await businessScopeOf(request, request.query.business);
      authorize(canManagePictures(scope));
      await orderGalleryImages(mediaContextOf(app), scope, request.body.ids);
      return adminGalleryOf(app.database.db, scope);
    },
  );
};

export default adminGalleryImageRoutes;
