/** The admin area's help articles (docs/decisions/029): the list with its search, and one article. */
import { adminBusinessQuerySchema } from '../../schemas/admin/common.ts';
import { helpArticleParamsSchema, helpArticleSchema, helpArticlesSchema, helpSearchQuerySchema } from '../../schemas/admin/help.ts';
import { defineContract } from '../contract.ts';

export const adminHelpArticles = defineContract('admin_help_articles_api', {
  method: 'GET',
  summary: 'Pagalbos straipsniai; su q – tie, kuriuose yra visi paieškos žodžiai (lietuviškos raidės nebūtinos)',
  query: helpSearchQuerySchema,
  output: helpArticlesSchema,
  errors: [400, 401, 403, 404],
});

export const adminHelpArticle = defineContract('admin_help_article_api', {
  method: 'GET',
  summary: 'Vienas pagalbos straipsnis',
  params: helpArticleParamsSchema,
  query: adminBusinessQuerySchema,
  output: helpArticleSchema,
  errors: [400, 401, 403, 404],
});
