/** The public reads of one business: what its page shows to everyone. */
import { z } from 'zod';
import { businessDetailSchema, galleryImagesSchema, openingWeekSchema, slugSchema } from '../../schemas/business.ts';
import { reviewPageSchema, reviewsQuerySchema } from '../../schemas/review.ts';
import { defineContract } from '../contract.ts';

const params = z.object({ slug: slugSchema });

export const businessDetail = defineContract('business_api', {
  method: 'GET',
  summary: 'Verslo vieša informacija: paslaugos ir specialistai',
  params,
  output: businessDetailSchema,
  errors: [400, 404],
  shared: true,
});

export const businessGallery = defineContract('business_gallery_api', {
  method: 'GET',
  summary: 'Verslo galerijos nuotraukos (su pločiu ir aukščiu)',
  params,
  output: galleryImagesSchema,
  errors: [400, 404],
  shared: true,
});

export const businessOpeningHours = defineContract('business_opening_hours_api', {
  method: 'GET',
  summary: 'Verslo darbo laikas šią savaitę (pirmadienis–sekmadienis, verslo laiko juosta)',
  description:
    'Kiekvienos dienos laikas – visų aktyvių specialistų darbo laiko sąjunga: savaitės tvarkaraštis, pakeitimai, laisvadieniai ir Lietuvos valstybinės šventės.',
  params,
  output: openingWeekSchema,
  errors: [400, 404],
  shared: true,
});

export const businessReviews = defineContract('business_reviews_api', {
  method: 'GET',
  summary: 'Verslo atsiliepimai (naujausi pirmi) su vidutiniu įvertinimu ir kiekiu',
  params,
  query: reviewsQuerySchema,
  output: reviewPageSchema,
  errors: [400, 404],
  shared: true,
});
