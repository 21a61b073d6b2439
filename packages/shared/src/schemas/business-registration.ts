/**
 * Business registration (`POST /api/public/business-registration`, page `/verslui/registracija`):
 * a person registers a business and becomes its owner. A logged-in person sends the business
 * alone; a visitor sends the account fields too (the account registration's own rules).
 * Used by Fastify (validation, the OpenAPI document) and by the form (docs/decisions/022).
 */
import '../zod-locale';
import { z } from 'zod';
import { messages } from '../messages';
import { PHONE } from '../constants';
import { isValidSlug, SLUG_MAX_LENGTH, SLUG_MIN_LENGTH, SLUG_PATTERN } from '../slug';
import { CATEGORY_SLUGS, CITY_SLUGS } from '../taxonomy';
import { acceptTermsSchema, emailSchema, nameSchema, newPasswordSchema } from './account';

const v = messages.businessRegistration.validation;
const invalid = messages.auth.validation.invalidValue;

export const BUSINESS_NAME_MAX_LENGTH = 100;
export const BUSINESS_ADDRESS_MAX_LENGTH = 200;

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/u;

/** A required one-line text: missing or blank → `required`; no control characters. */
function line(required: string, max: number, tooLong: string) {
  return z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? required : invalid) })
    .trim()
    .min(1, { error: required, abort: true })
    .max(max, { error: tooLong, abort: true })
    .refine((text) => !CONTROL_CHARACTERS.test(text), { error: messages.form.badCharacters });
}

export const businessNameSchema = line(v.nameRequired, BUSINESS_NAME_MAX_LENGTH, v.nameTooLong);

/** The slug: lower-case Latin letters, digits and single dashes, 3–60 characters. */
export const businessSlugSchema = z
  .string({ error: (issue) => (issue.input === undefined || issue.input === null ? v.slugRequired : invalid) })
  .trim()
  .min(1, { error: v.slugRequired, abort: true })
  .min(SLUG_MIN_LENGTH, { error: v.slugLength, abort: true })
  .max(SLUG_MAX_LENGTH, { error: v.slugLength, abort: true })
  .regex(SLUG_PATTERN, { error: v.slugFormat });

const categorySchema = z.enum(CATEGORY_SLUGS as unknown as [string, ...string[]], { error: v.categoryInvalid });

/** The business's own fields. */
export const businessRegistrationFieldsSchema = z.object({
  businessName: businessNameSchema,
  categories: z
    .array(categorySchema, { error: v.categoriesRequired })
    .min(1, { error: v.categoriesRequired })
    .max(CATEGORY_SLUGS.length, { error: v.categoryInvalid })
    .refine((list) => new Set(list).size === list.length, { error: v.categoryInvalid }),
  city: z.enum(CITY_SLUGS as unknown as [string, ...string[]], {
    error: (issue) => (issue.input === undefined || issue.input === null || issue.input === '' ? v.cityRequired : v.cityInvalid),
  }),
  address: line(v.addressRequired, BUSINESS_ADDRESS_MAX_LENGTH, v.addressTooLong),
  /** International format; parsed by the server (libphonenumber, default country LT). */
  phone: z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? messages.phone.required : invalid) })
    .trim()
    .min(1, { error: messages.phone.required, abort: true })
    .max(PHONE.maxLength, { error: messages.phone.errors.TOO_LONG }),
  /** Omitted: proposed from the name (and numbered when taken). */
  slug: businessSlugSchema.optional(),
});

/** The account fields of a visitor (the account registration's rules). */
export const businessOwnerAccountSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  password: newPasswordSchema,
  acceptTerms: acceptTermsSchema,
});

export const businessRegistrationRequestSchema = businessRegistrationFieldsSchema.extend({
  /** Required from a visitor, refused from a logged-in person (she keeps her account). */
  account: businessOwnerAccountSchema.optional(),
  /**
   * The operator's invitation the form was opened from (its link's token): the business keeps who
   * invited it. An unknown token, or one a business has registered from already, is ignored: the
   * registration itself goes on.
   */
  invitation: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, { error: messages.errors.invalid_token })
    .optional(),
});
export type BusinessRegistrationRequest = z.infer<typeof businessRegistrationRequestSchema>;

/**
 * The form as the page posts it (flat fields; the account's only when no one is logged in):
 * checked in the browser with these rules before it is sent.
 */
export const businessRegistrationFormSchema = (withAccount: boolean) =>
  withAccount ? businessRegistrationFieldsSchema.extend(businessOwnerAccountSchema.shape) : businessRegistrationFieldsSchema;

export const businessRegistrationResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  business: z.object({ id: z.uuid(), slug: z.string(), name: z.string() }),
  /** Whether an account was created with the business (a visitor registered). */
  accountCreated: z.boolean(),
});
export type BusinessRegistrationResponse = z.infer<typeof businessRegistrationResponseSchema>;

/** `GET /api/public/business-registration/slug?name=…` or `?slug=…`. */
export const slugQuerySchema = z
  .object({
    name: z.string().max(BUSINESS_NAME_MAX_LENGTH * 2).optional(),
    slug: z.string().max(SLUG_MAX_LENGTH * 2).optional(),
  })
  .refine((query) => query.name !== undefined || query.slug !== undefined, { error: v.slugRequired });

export const slugAnswerSchema = z.object({
  /** The slug asked about (`slug`), or the one proposed from `name`. */
  slug: z.string(),
  /** Well-formed and not taken. */
  available: z.boolean(),
  /** Whether `slug` is well formed (always true for a proposal). */
  valid: z.boolean(),
  /** A free slug close to the one asked about (itself when it is free). */
  suggestion: z.string(),
});
export type SlugAnswer = z.infer<typeof slugAnswerSchema>;

export { isValidSlug };
