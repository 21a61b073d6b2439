import { messages } from '@vizitas/shared';
import type { FieldErrorMap } from '~/components/forms/form-errors';
import { ApiError } from '~/lib/api/json-api';

/** The API's field errors of a failed save (400), keyed as the form names its fields, and the message above the form. */
export function saveFailure(error: unknown): { fields: FieldErrorMap; problem: string } {
  if (error instanceof ApiError) {
    const fields: FieldErrorMap = {};
    for (const [key, list] of Object.entries(error.body?.fields ?? {})) {
      // `specialistIds.0` → `specialistIds`: the field the form shows.
      const field = key.split('.')[0]!;
      fields[field] = [...(fields[field] ?? []), ...(Array.isArray(list) ? list : [String(list)])];
    }
    return { fields, problem: error.message };
  }
  return { fields: {}, problem: messages.errors.internal_error };
}
