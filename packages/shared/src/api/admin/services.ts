/** What the business sells and who offers it: the services, inactive ones too, and their order. */
import { adminBusinessQuerySchema, adminIdParamsSchema } from '../../schemas/admin/common.ts';
import {
  adminServiceListSchema,
  adminServiceSchema,
  createServiceSchema,
  orderServicesSchema,
  updateServiceSchema,
} from '../../schemas/admin/services.ts';
import { defineContract } from '../contract.ts';

export const adminServiceList = defineContract('admin_services_api', {
  method: 'GET',
  summary: 'Verslo paslaugos (ir neaktyvios) su jas teikiančiais specialistais',
  query: adminBusinessQuerySchema,
  output: adminServiceListSchema,
  errors: [400, 401, 403],
});

export const adminServiceCreate = defineContract('admin_services_api', {
  method: 'POST',
  summary: 'Sukurti paslaugą',
  query: adminBusinessQuerySchema,
  body: createServiceSchema,
  output: adminServiceSchema,
  status: 201,
  errors: [400, 401, 403, 404],
});

export const adminServicesOrder = defineContract('admin_services_order_api', {
  method: 'PUT',
  summary: 'Keisti paslaugų eilės tvarką',
  query: adminBusinessQuerySchema,
  body: orderServicesSchema,
  output: adminServiceListSchema,
  errors: [400, 401, 403, 404],
});

export const adminServiceUpdate = defineContract('admin_service_api', {
  method: 'PATCH',
  summary: 'Redaguoti paslaugą ir ją teikiančius specialistus',
  params: adminIdParamsSchema,
  query: adminBusinessQuerySchema,
  body: updateServiceSchema,
  output: adminServiceSchema,
  errors: [400, 401, 403, 404],
});

export const adminServiceDeactivate = defineContract('admin_service_deactivate_api', {
  method: 'POST',
  summary: 'Išjungti paslaugą (nebesiūloma klientams)',
  params: adminIdParamsSchema,
  query: adminBusinessQuerySchema,
  output: adminServiceSchema,
  errors: [400, 401, 403, 404],
});

export const adminServiceActivate = defineContract('admin_service_activate_api', {
  method: 'POST',
  summary: 'Vėl įjungti paslaugą',
  params: adminIdParamsSchema,
  query: adminBusinessQuerySchema,
  output: adminServiceSchema,
  errors: [400, 401, 403, 404],
});
