/** The business's own grouping of its services: members read them, the owner (and the operator) change them. */
import { adminBusinessQuerySchema, adminIdParamsSchema, successSchema } from '../../schemas/admin/common.ts';
import {
  orderServiceCategoriesSchema,
  serviceCategoryInputSchema,
  serviceCategoryListSchema,
  serviceCategorySchema,
} from '../../schemas/admin/service-categories.ts';
import { defineContract } from '../contract.ts';

export const adminServiceCategoryList = defineContract('admin_service_categories_api', {
  method: 'GET',
  summary: 'Paslaugų kategorijos',
  query: adminBusinessQuerySchema,
  output: serviceCategoryListSchema,
  errors: [400, 401, 403],
});

export const adminServiceCategoryCreate = defineContract('admin_service_categories_api', {
  method: 'POST',
  summary: 'Sukurti paslaugų kategoriją',
  query: adminBusinessQuerySchema,
  body: serviceCategoryInputSchema,
  output: serviceCategorySchema,
  status: 201,
  errors: [400, 401, 403],
});

export const adminServiceCategoriesOrder = defineContract('admin_service_categories_order_api', {
  method: 'PUT',
  summary: 'Keisti paslaugų kategorijų eilės tvarką',
  query: adminBusinessQuerySchema,
  body: orderServiceCategoriesSchema,
  output: serviceCategoryListSchema,
  errors: [400, 401, 403, 404],
});

export const adminServiceCategoryRename = defineContract('admin_service_category_api', {
  method: 'PATCH',
  summary: 'Pervadinti paslaugų kategoriją',
  params: adminIdParamsSchema,
  query: adminBusinessQuerySchema,
  body: serviceCategoryInputSchema,
  output: serviceCategorySchema,
  errors: [400, 401, 403, 404],
});

export const adminServiceCategoryDelete = defineContract('admin_service_category_api', {
  method: 'DELETE',
  summary: 'Ištrinti paslaugų kategoriją (jos paslaugos lieka be kategorijos)',
  params: adminIdParamsSchema,
  query: adminBusinessQuerySchema,
  output: successSchema,
  errors: [400, 401, 403, 404],
});
