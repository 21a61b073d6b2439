import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { businessDetailSchema, galleryImagesSchema, openingWeekSchema, slugSchema } from '@vizitas/shared/schemas/business';
import { reviewPageSchema, reviewsQuerySchema } from '@vizitas/shared/schemas/review';
import { businessDetailAnswer, galleryOf, openingHoursOf, reviewPageOf } from '#server/modules/business/index.ts';
import { sendSharedAnswer } from '#server/http/send-shared-answer.ts';
import { errorResponses } from '#server/http/openapi.ts';
import searchRoutes from './search.ts';

const businessRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(searchRoutes);

  app.get(
    '/business/:slug',
    {
      schema: {
        tags: ['public'],
        summary: 'Verslo vieša informacija: paslaugos ir specialistai',
        params: z.object({ slug: slugSchema }),
        response: { 200: businessDetailSchema, ...errorResponses(400, 404) },
      },
      compress: false,
    },
    // Written once per catalogue load and sent as it is (its text is of the answer type).
    async (request, reply) =>
      sendSharedAnswer(
        request,
        reply,
        await businessDetailAnswer(app.database.db, request.params.slug, app.now().getTime()),
      ) as unknown as z.infer<typeof businessDetailSchema>,
  );

  const params = z.object({ slug: slugSchema });

  app.get(
    '/business/:slug/gallery',
    {
      schema: {
        tags: ['public'],
        summary: 'Verslo galerijos nuotraukos (su pločiu ir aukščiu)',
        params,
        response: { 200: galleryImagesSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => galleryOf(app.database.db, request.params.slug),
  );

  app.get(
    '/business/:slug/opening-hours',
    {
      schema: {
        tags: ['public'],
        summary: 'Verslo darbo laikas šią savaitę (pirmadienis–sekmadienis, verslo laiko juosta)',
        description:
          'Kiekvienos dienos laikas – visų aktyvių specialistų darbo laiko sąjunga: savaitės tvarkaraštis, pakeitimai, laisvadieniai ir Lietuvos valstybinės šventės.',
        params,
        response: { 200: openingWeekSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => openingHoursOf(app.database.db, request.params.slug, app.now().getTime()),
  );

  app.get(
    '/business/:slug/reviews',
    {
      schema: {
        tags: ['public'],
        summary: 'Verslo atsiliepimai (naujausi pirmi) su vidutiniu įvertinimu ir kiekiu',
        params,
        querystring: reviewsQuerySchema,
        response: { 200: reviewPageSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => reviewPageOf(app.database.db, request.params.slug, request.query.page, request.query.limit),
  );
};

export default businessRoutes;
