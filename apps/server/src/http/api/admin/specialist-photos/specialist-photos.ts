import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminSpecialistPhotoDelete } from '@vizitas/shared/api/admin/specialist-photos';
import { adminBusinessQuerySchema, adminIdParamsSchema } from '@vizitas/shared/schemas/admin/common';
import { authorize } from '#server/core/authorize.ts';
import { defineEndpoint } from '#server/http/endpoint.ts';
import { businessScopeFor, businessScopeOf } from '#server/http/guards.ts';
import { errorResponses } from '#server/http/openapi.ts';
import { withUpload } from '#server/http/plugins/multipart.ts';
import { canManagePictures, deleteSpecialistPhoto, uploadSpecialistPhoto } from '#server/modules/media/index.ts';

const specialistPhotoSchema = z.object({ photoUrl: z.string() });

/** `DELETE /api/admin/specialist-photo/{id}/delete` (`{id}` is the specialist's). */
export const adminSpecialistPhotoEndpoints = [
  defineEndpoint(adminSpecialistPhotoDelete, {
    handle: async (app, { params, query }, actor) => {
      const scope = await businessScopeFor(actor, query.business);
      authorize(canManagePictures(scope));
      await deleteSpecialistPhoto(app.context, scope, params.id);
      return { success: true as const };
    },
  }),
];

/**
 * A specialist's photo (docs/decisions/026), beside the seed's logo and profile photo paths:
 * `POST /api/admin/specialist-photo/{id}/upload` (multipart, the picture in `file`; `{id}` is
 * the specialist's). A plain route, not an endpoint: it reads the request's multipart stream
 * (`config.upload`) and the document lists it as `multipart/form-data`, which a contract does not.
 * Its removal is an endpoint ({@link adminSpecialistPhotoEndpoints}).
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
        uploadSpecialistPhoto(app.context, scope, request.params.id, upload.file),
      );
      return { photoUrl };
    },
  );
};

export default adminSpecialistPhotoRoutes;
