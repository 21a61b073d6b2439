/** The service form's values ⇄ the API's body, checked with the shared schema (the same the server uses). */
import { ADMIN_BOOKING_FIELD_MESSAGES } from '@vizitas/shared/schemas/admin/common';
import { createServiceSchema, type AdminService, type CreateServiceInput } from '@vizitas/shared/schemas/admin/services';
import { validateForm, type FieldErrorMap } from '~/components/forms/form-errors';
import { euroText, parseEuro } from './catalogue-format';

export interface ServiceFormValues {
  name: string;
  categoryId: string;
  description: string;
  duration: string;
  price: string;
  priceFrom: boolean;
  buffer: string;
  specialistIds: string[];
}

/** A new service's form: offered by every active specialist by default (a solo business has one). */
export function newServiceValues(categoryId: string | null, activeSpecialistIds: string[]): ServiceFormValues {
  return {
    name: '',
    categoryId: categoryId ?? '',
    description: '',
    duration: '60',
    price: '',
    priceFrom: false,
    buffer: '0',
    specialistIds: activeSpecialistIds,
  };
}

export function serviceValues(service: AdminService): ServiceFormValues {
  return {
    name: service.name,
    categoryId: service.categoryId ?? '',
    description: service.description ?? '',
    duration: String(service.durationMin),
    price: euroText(service.priceCents),
    priceFrom: service.priceFrom,
    buffer: String(service.bufferAfterMin),
    specialistIds: service.specialistIds,
  };
}

/** A whole number typed in a field, or NaN (which the schema refuses with the field's message). */
function wholeNumber(text: string): number {
  return /^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN;
}

/** The body to send, or the field errors (keys as the API names its fields). */
export function serviceBody(values: ServiceFormValues): { body: CreateServiceInput; errors: FieldErrorMap } {
  const price = parseEuro(values.price);
  const body: CreateServiceInput = {
    name: values.name,
    categoryId: values.categoryId || null,
    description: values.description,
    durationMin: wholeNumber(values.duration),
    priceCents: price ?? Number.NaN,
    priceFrom: values.priceFrom,
    bufferAfterMin: wholeNumber(values.buffer || '0'),
    specialistIds: values.specialistIds,
  };
  const errors = validateForm(createServiceSchema, body);
  if (price === null) errors.priceCents = [ADMIN_BOOKING_FIELD_MESSAGES.price];
  return { body, errors };
}
