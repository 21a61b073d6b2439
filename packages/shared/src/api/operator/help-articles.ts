/** The operator edits the admin area's help articles: all of them (drafts too), create, edit, order. */
import {
  helpArticleIdParamsSchema,
  helpArticleInputSchema,
  helpArticlesOrderSchema,
  operatorHelpArticleSchema,
  operatorHelpArticlesSchema,
} from '../../schemas/operator-help.ts';
import { defineContract } from '../contract.ts';

export const operatorHelpArticles = defineContract('operator_help_articles_api', {
  method: 'GET',
  summary: 'Visi pagalbos straipsniai (ir juodraščiai) jų tvarka',
  output: operatorHelpArticlesSchema,
  errors: [401, 403],
});

export const operatorHelpArticleCreate = defineContract('operator_help_articles_api', {
  method: 'POST',
  summary: 'Naujas pagalbos straipsnis (sąrašo gale)',
  description: '409 `slug_taken` – toks adresas jau užimtas.',
  body: helpArticleInputSchema,
  output: operatorHelpArticleSchema,
  status: 201,
  errors: [400, 401, 403, 409],
});

export const operatorHelpArticleUpdate = defineContract('operator_help_article_api', {
  method: 'PUT',
  summary: 'Keisti pagalbos straipsnį (ir paskelbti ar paslėpti)',
  description: '409 `slug_taken` – toks adresas jau užimtas.',
  params: helpArticleIdParamsSchema,
  body: helpArticleInputSchema,
  output: operatorHelpArticleSchema,
  errors: [400, 401, 403, 404, 409],
});

export const operatorHelpArticlesOrder = defineContract('operator_help_articles_order_api', {
  method: 'POST',
  summary: 'Pagalbos straipsnių tvarka',
  body: helpArticlesOrderSchema,
  output: operatorHelpArticlesSchema,
  errors: [400, 401, 403, 404],
});
