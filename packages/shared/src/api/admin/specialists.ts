/** Who takes visits, in which order, what each offers, and the staff invitations (docs/decisions/025). */
import { adminBusinessQuerySchema, adminIdParamsSchema, successSchema } from '../../schemas/admin/common.ts';
import {
  adminSpecialistListSchema,
  adminSpecialistSchema,
  createSpecialistSchema,
  inviteStaffSchema,
  orderSpecialistsSchema,
  updateSpecialistSchema,
} from '../../schemas/admin/specialists.ts';
import { defineContract } from '../contract.ts';

export const adminSpecialistList = defineContract('admin_specialists_api', {
  method: 'GET',
  summary: 'Verslo specialistai (ir neaktyvūs) su jų paslaugomis, prisijungimais ir kvietimais',
  query: adminBusinessQuerySchema,
  output: adminSpecialistListSchema,
  errors: [400, 401, 403],
});

export const adminSpecialistCreate = defineContract('admin_specialists_api', {
  method: 'POST',
  summary: 'Pridėti specialistą',
  query: adminBusinessQuerySchema,
  body: createSpecialistSchema,
  output: adminSpecialistSchema,
  status: 201,
  errors: [400, 401, 403, 404],
});

export const adminSpecialistsOrder = defineContract('admin_specialists_order_api', {
  method: 'PUT',
  summary: 'Keisti specialistų eilės tvarką',
  query: adminBusinessQuerySchema,
  body: orderSpecialistsSchema,
  output: adminSpecialistListSchema,
  errors: [400, 401, 403, 404],
});

export const adminSpecialistUpdate = defineContract('admin_specialist_api', {
  method: 'PATCH',
  summary: 'Redaguoti specialistą ir jo paslaugas',
  params: adminIdParamsSchema,
  query: adminBusinessQuerySchema,
  body: updateSpecialistSchema,
  output: adminSpecialistSchema,
  errors: [400, 401, 403, 404],
});

export const adminSpecialistDeactivate = defineContract('admin_specialist_deactivate_api', {
  method: 'POST',
  summary: 'Išjungti specialistą (klientai jo nebegali pasirinkti)',
  params: adminIdParamsSchema,
  query: adminBusinessQuerySchema,
  output: adminSpecialistSchema,
  errors: [400, 401, 403, 404],
});

export const adminSpecialistActivate = defineContract('admin_specialist_activate_api', {
  method: 'POST',
  summary: 'Vėl įjungti specialistą',
  params: adminIdParamsSchema,
  query: adminBusinessQuerySchema,
  output: adminSpecialistSchema,
  errors: [400, 401, 403, 404],
});

export const adminSpecialistInvite = defineContract('admin_specialist_invitation_api', {
  method: 'POST',
  summary: 'Pakviesti specialistą prisijungti prie komandos savo paskyra (laiškas su nuoroda, 7 d.)',
  params: adminIdParamsSchema,
  query: adminBusinessQuerySchema,
  body: inviteStaffSchema,
  output: adminSpecialistSchema,
  errors: [400, 401, 403, 404, 409],
});

export const adminSpecialistInvitationRevoke = defineContract('admin_specialist_invitation_api', {
  method: 'DELETE',
  summary: 'Atšaukti laukiantį kvietimą (nuoroda nebegalioja)',
  params: adminIdParamsSchema,
  query: adminBusinessQuerySchema,
  output: successSchema,
  errors: [400, 401, 403, 404],
});
