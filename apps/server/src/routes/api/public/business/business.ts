import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { appError } from '@vizitas/shared';
import { businessDetailSchema, slugSchema } from '@vizitas/shared/schemas/business';
import { findBusinessBySlug } from '../../../../queries/business-queries.ts';
import { errorResponses } from '../../../../lib/openapi.ts';
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
    },
    async (request) => {
      const business = await findBusinessBySlug(app.database.db, request.params.slug);
      if (!business) throw appError('resource_not_found');
      return business;
    },
  );
};

export default businessRoutes;
