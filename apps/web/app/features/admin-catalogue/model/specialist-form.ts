/** The specialist form's values → the API's body, checked with the shared schema. */
import {
  createSpecialistSchema,
  type AdminSpecialist,
  type CreateSpecialistInput,
} from '@vizitas/shared/schemas/admin/specialists';
import { validateForm, type FieldErrorMap } from '~/components/forms/form-errors';

export interface SpecialistFormValues {
  name: string;
  title: string;
  bio: string;
  serviceIds: string[];
}

export const newSpecialistValues = (): SpecialistFormValues => ({ name: '', title: '', bio: '', serviceIds: [] });

export function specialistValues(specialist: AdminSpecialist): SpecialistFormValues {
  return { name: specialist.name, title: specialist.title ?? '', bio: specialist.bio ?? '', serviceIds: specialist.serviceIds };
}

export function specialistBody(values: SpecialistFormValues): { body: CreateSpecialistInput; errors: FieldErrorMap } {
  const body: CreateSpecialistInput = { name: values.name, title: values.title, bio: values.bio, serviceIds: values.serviceIds };
  return { body, errors: validateForm(createSpecialistSchema, body) };
}

/** "Rasa Testaitė" → "RT": the picture of a specialist without a photo. */
export function initialsOf(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0]!.toLocaleUpperCase('lt'));
  return (letters.length > 1 ? letters[0]! + letters[letters.length - 1]! : (letters[0] ?? '?')).slice(0, 2);
}
