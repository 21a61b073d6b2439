import '../zod-locale';
import { z } from 'zod';

export const slugSchema = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Netinkamas adresas.');

export const businessSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  domain: z.string().nullable(),
  logoUrl: z.string().nullable(),
  onboarded: z.boolean(),
  city: z.string(),
  address: z.string().nullable(),
  categories: z.array(z.string()),
  description: z.string().nullable(),
  priceFromCents: z.number().int().nullable(),
  priceToCents: z.number().int().nullable(),
});
export type BusinessSummary = z.infer<typeof businessSummarySchema>;

export const serviceSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  durationMin: z.number().int(),
  priceCents: z.number().int(),
  priceFrom: z.boolean(),
});
export type Service = z.infer<typeof serviceSchema>;

export const serviceGroupSchema = z.object({
  id: z.string().nullable(),
  name: z.string().nullable(),
  services: z.array(serviceSchema),
});

export const specialistSchema = z.object({
  id: z.string(),
  name: z.string(),
  title: z.string().nullable(),
  photoUrl: z.string().nullable(),
});

export const businessDetailSchema = businessSummarySchema.extend({
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  instagram: z.string().nullable(),
  timeZone: z.string(),
  profilePhotoUrl: z.string().nullable(),
  /** The profile photo's narrower size for phones. */
  profilePhotoPhoneUrl: z.string().nullable(),
  serviceGroups: z.array(serviceGroupSchema),
  specialists: z.array(specialistSchema),
});
export type BusinessDetail = z.infer<typeof businessDetailSchema>;

/** A photo of a business's public gallery; width and height (px) let the page reserve its space. */
export const galleryImageSchema = z.object({
  id: z.string(),
  url: z.string(),
  /** The narrower size for phones (WebP, up to 800 px), when the photo has one. */
  phoneUrl: z.string().nullable(),
  alt: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type GalleryImage = z.infer<typeof galleryImageSchema>;

export const galleryImagesSchema = z.object({ items: z.array(galleryImageSchema) });
export type GalleryImages = z.infer<typeof galleryImagesSchema>;

/** One day of a business's opening hours: the union of its specialists' working hours. */
export const openingDaySchema = z.object({
  /** `YYYY-MM-DD`, the business's local date. */
  date: z.string(),
  /** 1 = Monday … 7 = Sunday. */
  isoWeekday: z.number().int().min(1).max(7),
  /** `[['09:00', '18:00']]`; empty when closed. */
  intervals: z.array(z.tuple([z.string(), z.string()])),
  /** Name of the Lithuanian public holiday that closes the day, if that is why it is closed. */
  publicHoliday: z.string().nullable(),
  today: z.boolean(),
});
export type OpeningDay = z.infer<typeof openingDaySchema>;

/** `GET /api/public/business/{slug}/opening-hours`: Monday–Sunday of the current week. */
export const openingWeekSchema = z.object({
  timeZone: z.string(),
  weekStart: z.string(),
  days: z.array(openingDaySchema),
});
export type OpeningWeek = z.infer<typeof openingWeekSchema>;
