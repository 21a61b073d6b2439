import { adminHelpArticle, adminHelpArticles } from '@vizitas/shared/api/admin/help';
import { authorize } from '#server/core/authorize.ts';
import { defineEndpoint } from '#server/http/endpoint.ts';
import { businessScopeFor } from '#server/http/guards.ts';
import { canReadHelp, listHelpArticles, readHelpArticle } from '#server/modules/help/index.ts';

/** The admin area's help articles (docs/decisions/029): the list with its search, and one article. */
export const adminHelpEndpoints = [
  defineEndpoint(adminHelpArticles, {
    handle: async (app, { query }, actor) => {
      const scope = await businessScopeFor(actor, query.business);
      authorize(canReadHelp(scope));
      return listHelpArticles(app.context.db, query.q);
    },
  }),
  defineEndpoint(adminHelpArticle, {
    handle: async (app, { params, query }, actor) => {
      const scope = await businessScopeFor(actor, query.business);
      authorize(canReadHelp(scope));
      return readHelpArticle(app.context.db, params.slug);
    },
  }),
];
