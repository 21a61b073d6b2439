import { z } from 'zod';

export const errorBodySchema = z.object({
  success: z.literal(false),
  code: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.array(z.string())).optional(),
  requestId: z.string().optional(),
});

/** An error answer that also carries its code as `errorCode` (the seed reads `success, errorCode`). */
export const errorBodyWithErrorCodeSchema = errorBodySchema.extend({ errorCode: z.string() });

/** Error answers of an operation whose route sets `config.answersErrorCode`. */
export function errorResponsesWithErrorCode(...statuses: number[]): Record<number, typeof errorBodyWithErrorCodeSchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorBodyWithErrorCodeSchema]));
}

/** Error answers of an operation for its OpenAPI description. */
export function errorResponses(...statuses: number[]): Record<number, typeof errorBodySchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorBodySchema]));
}
