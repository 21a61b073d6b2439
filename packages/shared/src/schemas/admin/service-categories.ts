/** The business admin's service categories (`/api/admin/service-categories…`): its own grouping of its services. */
import '../../zod-locale';
import { z } from 'zod';
import { line, uniqueIds } from './common.ts';

export const CATEGORY_NAME_MAX = 100;

/** Field messages (Lithuanian, beside the form fields). */
export const SERVICE_CATEGORY_FIELD_MESSAGES = {
  name: 'Kategorijos pavadinimas turi būti nuo 1 iki 100 simbolių.',
} as const;

const nameSchema = line(CATEGORY_NAME_MAX, SERVICE_CATEGORY_FIELD_MESSAGES.name).min(1, {
  error: SERVICE_CATEGORY_FIELD_MESSAGES.name,
});

/** A new category (last in the order) or a new name for one. */
export const serviceCategoryInputSchema = z.object({ name: nameSchema }).strict();
export type ServiceCategoryInput = z.infer<typeof serviceCategoryInputSchema>;

/** The categories in their new order (first shown first); categories left out keep their order after these. */
export const orderServiceCategoriesSchema = z.object({ ids: uniqueIds(200).min(1) }).strict();

export const serviceCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  sortOrder: z.number().int(),
  /** How many services (active or not) the category holds. */
  serviceCount: z.number().int(),
});
export type ServiceCategory = z.infer<typeof serviceCategorySchema>;
export const serviceCategoryListSchema = z.object({ categories: z.array(serviceCategorySchema) });
export type ServiceCategoryList = z.infer<typeof serviceCategoryListSchema>;
