/** A specialist's photo (docs/decisions/026): its upload (a multipart form, the picture in `file`) and its removal; `{id}` is the specialist's. */
import { z } from 'zod';
import { adminBusinessQuerySchema, adminIdParamsSchema, successSchema } from '../../schemas/admin/common.ts';
import { defineContract } from '../contract.ts';

export const adminSpecialistPhotoDelete = defineContract('admin_specialist_photo_delete_api', {
  method: 'DELETE',
  summary: 'Pašalinti specialisto nuotrauką',
  params: adminIdParamsSchema,
  query: adminBusinessQuerySchema,
  output: successSchema,
  errors: [400, 401, 403, 404],
});

export const adminSpecialistPhotoUpload = defineContract('admin_specialist_photo_upload_api', {
  method: 'POST',
  summary: 'Įkelti specialisto nuotrauką (JPEG, PNG arba WebP iki 15 MB; iškerpamas kvadratas aplink veidą)',
  params: adminIdParamsSchema,
  query: adminBusinessQuerySchema,
  output: z.object({ photoUrl: z.string() }),
  upload: true,
  errors: [400, 401, 403, 404, 413, 415, 422],
});
