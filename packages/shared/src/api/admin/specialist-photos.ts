/** A specialist's photo (docs/decisions/026): its removal (the upload, a multipart form, is a plain route). */
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
