import { messages } from '@vizitas/shared';
import { ApiError } from '~/lib/api/json-api';

/** What the forms need of a shared zod schema. */
export interface FormSchema {
  safeParse(values: unknown): { success: true } | { success: false; error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> } };
}

/** Field → messages, as the API's `fields` and the forms use them. */
export type FieldErrorMap = Record<string, string[]>;

/** The form's values checked with the shared schema: the field errors, or none. */
export function validateForm(schema: FormSchema, values: Record<string, unknown>): FieldErrorMap {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: FieldErrorMap = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    const list = (errors[key] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return errors;
}

export function hasErrors(errors: FieldErrorMap): boolean {
  return Object.keys(errors).length > 0;
}

/** The text fields of a form element. */
export function formValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of new FormData(form)) if (typeof value === 'string') values[key] = value;
  return values;
}

/**
 * A refused save as a form shows it: the API's field errors keyed as the form names its fields
 * (`specialistIds.0` → `specialistIds`), and the message above the form.
 */
export function saveFailure(error: unknown): { fields: FieldErrorMap; problem: string } {
  if (error instanceof ApiError) {
    const fields: FieldErrorMap = {};
    for (const [key, list] of Object.entries(error.body?.fields ?? {})) {
      const field = key.split('.')[0]!;
      fields[field] = [...(fields[field] ?? []), ...(Array.isArray(list) ? list : [String(list)])];
    }
    return { fields, problem: error.message };
  }
  return { fields: {}, problem: messages.errors.internal_error };
}
