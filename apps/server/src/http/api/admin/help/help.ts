import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminBusinessQuerySchema } from '@vizitas/shared/schemas/admin/common';
import { helpArticleParamsSchema, helpArticleSchema, helpArticlesSchema, helpSearchQuerySchema } from '@vizitas/shared/schemas/admin/help';
import { authorize } from '#server/core/authorize.ts';
import { businessScopeOf } from '#server/http/guards.ts';
import { errorResponses } from '#server/http/openapi.ts';
import { canReadHelp, listHelpArticles, readHelpArticle } from '#server/modules/help/index.ts';

/** The admin area's help articles (docs/decisions/029): the list with its search, and one article. */
const adminHelpRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/help-articles',
    {
      schema: {
        tags: ['admin'],
        summary: 'Pagalbos straipsniai; su q – tie, kuriuose yra visi paieškos žodžiai (lietuviškos raidės nebūtinos)',
        querystring: helpSearchQuerySchema,
        response: { 200: helpArticlesSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const scope = await businessScopeOf(request, request.query.business);
      authorize(canReadHelp(scope));
      return listHelpArticles(app.database.db, request.query.q);
    },
  );

  app.get(
    '/help-article/:slug',
    {
      schema: {
        tags: ['admin'],
        summary: 'Vienas pagalbos straipsnis',
        params: helpArticleParamsSchema,
        querystring: adminBusinessQuerySchema,
        response: { 200: helpArticleSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const scope = await businessScopeOf(request, request.query.business);
      authorize(canReadHelp(scope));
      return readHelpArticle(app.database.db, request.params.slug);
    },
  );
};

export default adminHelpRoutes;
