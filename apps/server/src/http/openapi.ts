import { z } from 'zod';

export const errorBodySchema = z.object({
  success: z.literal(false),
  code: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.array(z.string())).optional(),
  requestId: z.string().optional(),
});

/** Error answers of an operation for its OpenAPI description. */
export function errorResponses(...statuses: number[]): Record<number, typeof errorBodySchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorBodySchema]));
}
