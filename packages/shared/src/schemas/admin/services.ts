/** The business admin's services (`/api/admin/services…`). */
import '../../zod-locale';
import { z } from 'zod';
import { ADMIN_BOOKING_FIELD_MESSAGES as m, line, multiline, nonEmpty, uniqueIds, uuid } from './common.ts';

export const SERVICE_DURATION_MIN = 5;
export const SERVICE_DURATION_MAX = 600;
export const SERVICE_DURATION_STEP = 5;
export const SERVICE_PRICE_MAX_CENTS = 1_000_000;

const serviceNameSchema = line(200, m.name).min(1, { error: m.name });
const durationSchema = z
  .number({ error: m.duration })
  .int({ error: m.duration })
  .min(SERVICE_DURATION_MIN, { error: m.duration })
  .max(SERVICE_DURATION_MAX, { error: m.duration })
  .multipleOf(SERVICE_DURATION_STEP, { error: m.duration });
const priceSchema = z.number({ error: m.price }).int({ error: m.price }).min(0, { error: m.price }).max(SERVICE_PRICE_MAX_CENTS, { error: m.price });
const bufferSchema = z.number({ error: m.buffer }).int({ error: m.buffer }).min(0, { error: m.buffer }).max(240, { error: m.buffer }).multipleOf(5, { error: m.buffer });

const serviceFields = {
  name: serviceNameSchema,
  description: multiline(2000).nullable(),
  categoryId: uuid.nullable(),
  durationMin: durationSchema,
  priceCents: priceSchema,
  priceFrom: z.boolean(),
  bufferAfterMin: bufferSchema,
  /** The specialists who offer the service (replaces the list). */
  specialistIds: uniqueIds(200),
};

export const createServiceSchema = z
  .object({
    ...serviceFields,
    description: serviceFields.description.optional(),
    categoryId: serviceFields.categoryId.optional(),
    priceFrom: serviceFields.priceFrom.optional(),
    bufferAfterMin: serviceFields.bufferAfterMin.optional(),
    specialistIds: serviceFields.specialistIds.optional(),
  })
  .strict();
export type CreateServiceInput = z.infer<typeof createServiceSchema>;

export const updateServiceSchema = z
  .object({
    name: serviceFields.name.optional(),
    description: serviceFields.description.optional(),
    categoryId: serviceFields.categoryId.optional(),
    durationMin: serviceFields.durationMin.optional(),
    priceCents: serviceFields.priceCents.optional(),
    priceFrom: serviceFields.priceFrom.optional(),
    bufferAfterMin: serviceFields.bufferAfterMin.optional(),
    specialistIds: serviceFields.specialistIds.optional(),
  })
  .strict()
  .refine(nonEmpty, { error: m.nothingToChange });
export type UpdateServiceInput = z.infer<typeof updateServiceSchema>;

/** The services in their new order (first shown first); services left out keep their order after these. */
export const orderServicesSchema = z.object({ ids: uniqueIds(500).min(1) }).strict();

export const adminServiceSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  categoryId: z.string().nullable(),
  categoryName: z.string().nullable(),
  durationMin: z.number().int(),
  priceCents: z.number().int(),
  priceFrom: z.boolean(),
  bufferAfterMin: z.number().int(),
  active: z.boolean(),
  sortOrder: z.number().int(),
  specialistIds: z.array(z.string()),
});
export type AdminService = z.infer<typeof adminServiceSchema>;
export const adminServiceListSchema = z.object({ services: z.array(adminServiceSchema) });
