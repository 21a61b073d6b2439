/**
 * The gallery in the admin (docs/decisions/026): `GET /api/admin/gallery-images`, the seed's
 * `POST /api/admin/gallery-image/create` and `POST /api/admin/gallery-image/{id}/upload`
 * (multipart, the picture in the field `file`), the caption, the order and deletion.
 */
import '../../zod-locale';
import { z } from 'zod';
import { messages } from '../../messages';
import { CAPTION_MAX_LENGTH } from './business-profile';

/** The most photos a gallery holds. */
export const MAX_GALLERY_IMAGES = 40;

// eslint-disable-next-line no-control-regex -- one line: no control characters, no breaks
const CONTROL_OR_BREAK = /[\u0000-\u001f\u007f-\u009f]/u;

export const captionSchema = z
  .string()
  .trim()
  .max(CAPTION_MAX_LENGTH, { error: messages.adminProfile.validation.captionTooLong })
  .refine((text) => !CONTROL_OR_BREAK.test(text), { error: messages.form.badCharacters });

export const adminGalleryImageSchema = z.object({
  id: z.string(),
  /** The desktop size and the phone size (WebP). */
  url: z.string(),
  phoneUrl: z.string().nullable(),
  /** The caption, also the alternative text. */
  alt: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  position: z.number().int(),
});
export type AdminGalleryImage = z.infer<typeof adminGalleryImageSchema>;

export const adminGallerySchema = z.object({
  items: z.array(adminGalleryImageSchema),
  max: z.number().int(),
  /** Whether this member may change it (the owner and the operator). */
  canEdit: z.boolean(),
});
export type AdminGallery = z.infer<typeof adminGallerySchema>;

/** The text fields sent beside the picture of `create` (the caption is optional). */
export const galleryUploadFieldsSchema = z.object({ alt: captionSchema.optional() });

/** `PATCH /api/admin/gallery-image/{id}`: the caption. */
export const updateGalleryImageSchema = z.object({ alt: captionSchema });

/** `PUT /api/admin/gallery-images/order`: every photo's id, in the new order. */
export const orderGalleryImagesSchema = z.object({
  ids: z
    .array(z.uuid())
    .min(1)
    .max(MAX_GALLERY_IMAGES)
    .refine((ids) => new Set(ids).size === ids.length, { error: 'Sąraše yra pasikartojančių įrašų.' }),
});
