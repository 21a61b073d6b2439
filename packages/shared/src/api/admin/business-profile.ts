/**
 * The business's face (docs/decisions/026): its profile (`details`), the logo's round crop and the
 * profile photo's removal, and the two pictures' uploads (multipart forms, the file in `file`);
 * `{id}` is the business's id.
 */
import { adminIdParamsSchema } from '../../schemas/admin/common.ts';
import { businessProfileSchema, logoCropSchema, updateBusinessProfileSchema } from '../../schemas/admin/business-profile.ts';
import { defineContract } from '../contract.ts';

export const adminBusinessProfile = defineContract('admin_business_details_api', {
  method: 'GET',
  summary: 'Verslo profilis: pavadinimas, aprašymas, adresas, kontaktai, savas domenas, logotipas ir profilio nuotrauka',
  params: adminIdParamsSchema,
  output: businessProfileSchema,
  errors: [400, 401, 403, 404],
});

export const adminBusinessProfileUpdate = defineContract('admin_business_details_api', {
  method: 'PATCH',
  summary: 'Keisti verslo profilį (tik savininkas)',
  description:
    'Visi laukai kartu, kaip juos rodo forma; tuščias neprivalomas laukas – jo nėra. Kito verslo domenas – 409 domain_taken.',
  params: adminIdParamsSchema,
  body: updateBusinessProfileSchema,
  output: businessProfileSchema,
  errors: [400, 401, 403, 404, 409],
});

export const adminBusinessLogoRound = defineContract('business_logo_round', {
  method: 'POST',
  summary: 'Apvalus logotipas: pasirinktas apskritimas (centras ir skersmuo dalimis nuo 0 iki 1)',
  params: adminIdParamsSchema,
  body: logoCropSchema,
  output: businessProfileSchema,
  errors: [400, 401, 403, 404, 409, 422],
});

export const adminBusinessProfilePhotoDelete = defineContract('business_profile_delete', {
  method: 'DELETE',
  summary: 'Pašalinti profilio nuotrauką',
  params: adminIdParamsSchema,
  output: businessProfileSchema,
  errors: [400, 401, 403, 404],
});

export const adminBusinessLogoUpload = defineContract('business_logo_upload', {
  method: 'POST',
  summary: 'Įkelti logotipą (JPEG, PNG arba WebP iki 15 MB); svetainė iš karto rodo jo vidurio apskritimą',
  params: adminIdParamsSchema,
  output: businessProfileSchema,
  upload: true,
  errors: [400, 401, 403, 404, 409, 413, 415, 422],
});

export const adminBusinessProfilePhotoUpload = defineContract('business_profile_upload', {
  method: 'POST',
  summary: 'Įkelti profilio nuotrauką (JPEG, PNG arba WebP iki 15 MB)',
  params: adminIdParamsSchema,
  output: businessProfileSchema,
  upload: true,
  errors: [400, 401, 403, 404, 409, 413, 415, 422],
});
