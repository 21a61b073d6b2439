import { adminHelpArticle, adminHelpArticles } from '@vizitas/shared/api/admin/help';
import { authorize } from '#server/core/authorize.ts';
import { defineEndpoint } from '#server/http/endpoint.ts';
import { businessScopeFor } from '#server/http/guards.ts';
import { canReadHelp, listHelpArticles, readHelpArticle } from '#server/modules/help/index.ts';

/** The admin area's help articles (docs/decisions/029): the list with its search, and one article. */
export const adminHelpEndpoints = [
  defineEndpoint(adminHelpArticles, {
    handle: async (ctx, actor, { query }) => {
      const scope = await businessScopeFor(actor, query.business);
      authorize(canReadHelp(scope));
      return listHelpArticles(ctx.db, query.q);
    },
  }),
  defineEndpoint(adminHelpArticle, {
    handle: async (ctx, actor, { params, query }) => {
      const scope = await businessScopeFor(actor, query.business);
      authorize(canReadHelp(scope));
      return readHelpArticle(ctx.db, params.slug);
    },
  }),
];
