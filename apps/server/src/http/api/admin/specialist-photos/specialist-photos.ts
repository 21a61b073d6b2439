import { adminSpecialistPhotoDelete, adminSpecialistPhotoUpload } from '@vizitas/shared/api/admin/specialist-photos';
import { authorize } from '#server/core/authorize.ts';
import { defineEndpoint, defineHttpEndpoint } from '#server/http/endpoint.ts';
import { businessScopeFor } from '#server/http/guards.ts';
import { withUpload } from '#server/http/plugins/multipart.ts';
import { canManagePictures, deleteSpecialistPhoto, uploadSpecialistPhoto } from '#server/modules/media/index.ts';
import { picturesScope } from '../scope.ts';

/**
 * A specialist's photo (docs/decisions/026), beside the seed's logo and profile photo paths: its
 * upload (a multipart form read from the HTTP request, the picture in `file`) and its removal;
 * `{id}` is the specialist's.
 */
export const adminSpecialistPhotoEndpoints = [
  defineHttpEndpoint(adminSpecialistPhotoUpload, {
    route: { config: { upload: true } },
    handle: async (ctx, actor, { params, query }, { request }) => {
      const scope = await picturesScope(actor, query.business);
      const photoUrl = await withUpload(request, (upload) => uploadSpecialistPhoto(ctx, scope, params.id, upload.file));
      return { photoUrl };
    },
  }),
  defineEndpoint(adminSpecialistPhotoDelete, {
    handle: async (ctx, actor, { params, query }) => {
      const scope = await businessScopeFor(actor, query.business);
      authorize(canManagePictures(scope));
      await deleteSpecialistPhoto(ctx, scope, params.id);
      return { success: true as const };
    },
  }),
];
