import {
  operatorHelpArticleCreate,
  operatorHelpArticles,
  operatorHelpArticlesOrder,
  operatorHelpArticleUpdate,
} from '@vizitas/shared/api/operator/help-articles';
import { authorize } from '#server/core/authorize.ts';
import { defineEndpoint } from '#server/http/endpoint.ts';
import { requireOperatorOf, type Asker } from '#server/http/guards.ts';
import {
  canManageHelp,
  createHelpArticle,
  listAllHelpArticles,
  orderHelpArticles,
  updateHelpArticle,
} from '#server/modules/help/index.ts';

/** The operator, once the help policy lets her (before any body is read). */
async function helpEditor(actor: Asker) {
  const operator = await requireOperatorOf(actor);
  authorize(canManageHelp(operator));
  return operator;
}

/** `/api/operator/help-articles`: every article (drafts too), a new one, one changed, their order. */
export const operatorHelpEndpoints = [
  defineEndpoint(operatorHelpArticles, {
    handle: async (ctx, actor) => {
      await helpEditor(actor);
      return listAllHelpArticles(ctx.db);
    },
  }),
  defineEndpoint(operatorHelpArticleCreate, {
    handle: async (ctx, actor, { body }) => {
      await helpEditor(actor);
      return createHelpArticle(ctx, { ...body });
    },
  }),
  defineEndpoint(operatorHelpArticleUpdate, {
    handle: async (ctx, actor, { params, body }) => {
      await helpEditor(actor);
      return updateHelpArticle(ctx, params.id, { ...body });
    },
  }),
  defineEndpoint(operatorHelpArticlesOrder, {
    handle: async (ctx, actor, { body }) => {
      await helpEditor(actor);
      return orderHelpArticles(ctx, [...body.ids]);
    },
  }),
];
