import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminBusinessQuerySchema, adminIdParamsSchema, successSchema } from '@vizitas/shared/schemas/admin/common';
import { authorize } from '#server/core/authorize.ts';
import { mediaContextOf } from '#server/http/app-context.ts';
import { businessScopeOf } from '#server/http/guards.ts';
import { errorResponses } from '#server/http/openapi.ts';
import { withUpload } from '#server/http/plugins/multipart.ts';
import { canManagePictures, deleteSpecialistPhoto, uploadSpecialistPhoto } from '#server/modules/media/index.ts';

const specialistPhotoSchema = z.object({ photoUrl: z.string() });

/**
 * A specialist's photo (docs/decisions/026), beside the seed's logo and profile photo paths:
 * `POST /api/admin/specialist-photo/{id}/upload` (multipart, the picture in `file`; `{id}` is
 * the specialist's) and `DELETE /api/admin/specialist-photo/{id}/delete`.
 */
const adminSpecialistPhotoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/specialist-photo/:id/upload',
    {
      config: { upload: true },
      schema: {
        tags: ['admin'],
        summary: 'Įkelti specialisto nuotrauką (JPEG, PNG arba WebP iki 15 MB; iškerpamas kvadratas aplink veidą)',
        consumes: ['multipart/form-data'],
        params: adminIdParamsSchema,
        querystring: adminBusinessQuerySchema,
        response: { 200: specialistPhotoSchema, ...errorResponses(400, 401, 403, 404, 413, 415, 422) },
      },
    },
    async (request) => {
      const scope = await businessScopeOf(request, request.query.business);
      authorize(canManagePictures(scope));
      const photoUrl = await withUpload(request, (upload) =>
        uploadSpecialistPhoto(mediaContextOf(app), scope, request.params.id, upload.file),
      );
      return { photoUrl };
    },
  );

  app.delete(
    '/specialist-photo/:id/delete',
    {
      schema: {
        tags: ['admin'],
        summary: 'Pašalinti specialisto nuotrauką',
        params: adminIdParamsSchema,
        querystring: adminBusinessQuerySchema,
        response: { 200: successSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const scope = await businessScopeOf(request, request.query.business);
      authorize(canManagePictures(scope));
      await deleteSpecialistPhoto(mediaContextOf(app), scope, request.params.id);
      return { success: true as const };
    },
  );
};

export default adminSpecialistPhotoRoutes;
