/**
 * The business's face in the admin (docs/decisions/026): its profile (`GET`/`PATCH
 * /api/admin/business/{id}/details`), the logo and its round crop, the profile photo, and the
 * limits of every picture upload. Used by Fastify, the OpenAPI document and the admin forms.
 */
import '../../zod-locale';
import { z } from 'zod';
import { messages } from '../../messages';
import { PHONE } from '../../constants';
import { CATEGORY_SLUGS, CITY_SLUGS } from '../../taxonomy';
import { BUSINESS_ADDRESS_MAX_LENGTH, businessNameSchema } from '../business-registration';

const v = messages.adminProfile.validation;

/** The largest picture upload, bytes; the server refuses more with 413 `image_too_large`. */
export const MAX_IMAGE_UPLOAD_BYTES = 15 * 1024 * 1024;
/** What the file pickers offer (the server decides by the bytes, not by this). */
export const IMAGE_UPLOAD_ACCEPT = 'image/jpeg,image/png,image/webp';
/** The multipart field that carries the picture. */
export const IMAGE_UPLOAD_FIELD = 'file';
export const DESCRIPTION_MAX_LENGTH = 3000;
export const CAPTION_MAX_LENGTH = 300;

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/u;
// eslint-disable-next-line no-control-regex -- one line: no breaks either
const CONTROL_OR_BREAK = /[\u0000-\u001f\u007f-\u009f]/u;

/** An optional one-line text: blank becomes null. */
function optionalLine(max: number, tooLong: string) {
  return z
    .string()
    .trim()
    .max(max, { error: tooLong })
    .refine((text) => !CONTROL_OR_BREAK.test(text), { error: messages.form.badCharacters })
    .transform((text) => (text === '' ? null : text))
    .nullable();
}

/** `https://…` (a bare `salonas.lt` gets `https://`); only http and https, a host with a dot. */
export const websiteSchema = z
  .string()
  .trim()
  .max(200, { error: v.websiteInvalid })
  .transform((text, ctx) => {
    if (text === '') return null;
    const candidate = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
    try {
      const url = new URL(candidate);
      if ((url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.') && !url.username && !url.password)
        return url.toString();
    } catch {
      // reported below
    }
    ctx.addIssue({ code: 'custom', message: v.websiteInvalid });
    return z.NEVER;
  })
  .nullable();

/** An Instagram account: `@vardas`, `vardas` or its address; kept as the bare name. */
export const instagramSchema = z
  .string()
  .trim()
  .max(200, { error: v.instagramInvalid })
  .transform((text, ctx) => {
    if (text === '') return null;
    const match =
      /^(?:https?:\/\/)?(?:www\.)?instagram\.com\/([A-Za-z0-9._]{1,30})\/?(?:\?.*)?$/i.exec(text) ??
      /^@?([A-Za-z0-9._]{1,30})$/.exec(text);
    if (match?.[1]) return match[1].toLowerCase();
    ctx.addIssue({ code: 'custom', message: v.instagramInvalid });
    return z.NEVER;
  })
  .nullable();

/** The business's own domain: a host name such as `salonas.lt` (no scheme, path or port), lower case. */
export const customDomainSchema = z
  .string()
  .trim()
  .max(253, { error: v.domainInvalid })
  .transform((text, ctx) => {
    const host = text
      .toLowerCase()
      .replace(/^https?:\/\//, '')
      .replace(/\/+$/, '')
      .replace(/\.$/, '');
    if (host === '') return null;
    if (/^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/.test(host)) return host;
    ctx.addIssue({ code: 'custom', message: v.domainInvalid });
    return z.NEVER;
  })
  .nullable();

const categorySchema = z.enum(CATEGORY_SLUGS as unknown as [string, ...string[]], { error: v.categoryInvalid });

/** `PATCH /api/admin/business/{id}/details`: every field at once, as the form shows them. */
export const updateBusinessProfileSchema = z.object({
  name: businessNameSchema,
  description: z
    .string()
    .trim()
    .max(DESCRIPTION_MAX_LENGTH, { error: v.descriptionTooLong })
    .refine((text) => !CONTROL.test(text), { error: messages.form.badCharacters })
    .transform((text) => (text === '' ? null : text))
    .nullable(),
  address: optionalLine(BUSINESS_ADDRESS_MAX_LENGTH, v.addressTooLong),
  city: z.enum(CITY_SLUGS as unknown as [string, ...string[]], { error: v.cityInvalid }),
  categories: z
    .array(categorySchema, { error: v.categoriesRequired })
    .min(1, { error: v.categoriesRequired })
    .max(CATEGORY_SLUGS.length, { error: v.categoryInvalid })
    .refine((list) => new Set(list).size === list.length, { error: v.categoryInvalid }),
  /** International format, parsed by the server (libphonenumber, default country LT); blank: none. */
  phone: z.string().trim().max(PHONE.maxLength, { error: messages.phone.errors.TOO_LONG }).nullable(),
  email: z
    .string()
    .trim()
    .max(254, { error: v.emailInvalid })
    .transform((text) => (text === '' ? null : text.toLowerCase()))
    .pipe(z.email({ error: v.emailInvalid }).nullable())
    .nullable(),
  website: websiteSchema,
  instagram: instagramSchema,
  customDomain: customDomainSchema,
});
export type UpdateBusinessProfile = z.input<typeof updateBusinessProfileSchema>;

/** The circle chosen on the logo: centre as fractions of its width and height, diameter as a fraction of its shorter side. */
export const logoCropSchema = z
  .object({
    x: z.coerce.number().min(0).max(1),
    y: z.coerce.number().min(0).max(1),
    size: z.coerce.number().min(0.05, { error: v.cropTooSmall }).max(1),
  })
  .strict();
export type LogoCrop = z.infer<typeof logoCropSchema>;

/** What the admin profile page reads and every profile and upload answer returns. */
export const businessProfileSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  categories: z.array(z.string()),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  instagram: z.string().nullable(),
  customDomain: z.string().nullable(),
  /** The logo as uploaded (re-encoded), the round crop the site shows, and the circle chosen. */
  logoUrl: z.string().nullable(),
  logoRoundUrl: z.string().nullable(),
  logoCrop: z.object({ x: z.number(), y: z.number(), size: z.number() }).nullable(),
  /** Whether its circle can be chosen (an uploaded logo; the demo's shipped one cannot). */
  logoCroppable: z.boolean(),
  profilePhotoUrl: z.string().nullable(),
  profilePhotoPhoneUrl: z.string().nullable(),
  /** Whether this member may change it (the owner and the operator; staff read it). */
  canEdit: z.boolean(),
  /** The host name the DNS instructions point an own domain at. */
  dnsTarget: z.string(),
});
export type BusinessProfile = z.infer<typeof businessProfileSchema>;
