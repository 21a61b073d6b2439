/**
 * `GET /manifest.webmanifest` (route `web_manifest`): the web app manifest, per business when the
 * page is a business's (its own domain, or `?verslas={slug}` on the main domain), docs/decisions/027.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_BUSINESS_QUERY_PARAM, ROUTES } from '@vizitas/shared';
import { slugSchema } from '@vizitas/shared/schemas/business';
import { findBusinessByDomain } from '#server/modules/business/index.ts';
import { manifestBusiness, webAppManifest } from '#server/modules/web-app/index.ts';
import { errorResponses } from './openapi.ts';
import textInputPlugin from './plugins/text-input.ts';

const manifestSchema = z.object({
  id: z.string(),
  name: z.string(),
  short_name: z.string(),
  description: z.string(),
  lang: z.literal('lt'),
  dir: z.literal('ltr'),
  start_url: z.string(),
  scope: z.string(),
  display: z.literal('standalone'),
  orientation: z.literal('portrait'),
  theme_color: z.string(),
  background_color: z.string(),
  icons: z.array(
    z.object({ src: z.string(), sizes: z.string(), type: z.string(), purpose: z.enum(['any', 'maskable']).optional() }),
  ),
});

export default async function webManifestRoutes(parent: FastifyInstance): Promise<void> {
  await parent.register(async (scope) => {
    // The query goes through the API's one character rule, as every API input does.
    await scope.register(textInputPlugin);
    manifestRoute(scope.withTypeProvider<ZodTypeProvider>());
  });
}

function manifestRoute(app: ReturnType<FastifyInstance['withTypeProvider']>): void {
  app.get(
    ROUTES.web_manifest.path,
    {
      schema: {
        tags: ['public'],
        summary: 'Įdiegiamos aplikacijos manifestas (web app manifest)',
        description:
          '`verslas` – verslo adresas: aplikacija prasideda to verslo puslapiu. Nežinomas verslas – bendras manifestas.',
        querystring: z.object({ [ADMIN_BUSINESS_QUERY_PARAM]: slugSchema.optional() }),
        response: { 200: manifestSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const domainBusiness = await findBusinessByDomain(app.context, request.hostname, app.context.now().getTime());
      const business = await manifestBusiness(app.context.db, {
        domainBusiness,
        slug: (request.query as Record<string, string | undefined>)[ADMIN_BUSINESS_QUERY_PARAM],
      });
      reply.type('application/manifest+json; charset=utf-8');
      reply.header('cache-control', 'public, max-age=300');
      return webAppManifest(business);
    },
  );
}
