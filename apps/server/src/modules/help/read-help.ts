import type { DbOrTx } from '@vizitas/db';
import { appError } from '@vizitas/shared';
import type { HelpArticle, HelpArticles } from '@vizitas/shared/schemas/admin/help';
import { helpArticleBySlug, searchHelpArticles, searchWords } from './queries.ts';

/** `GET /api/admin/help-articles?q=`: every article, or those the search finds. */
export async function listHelpArticles(db: DbOrTx, query: string | undefined): Promise<HelpArticles> {
  const text = (query ?? '').trim();
  return { query: text, items: await searchHelpArticles(db, searchWords(text)) };
}

/** `GET /api/admin/help-article/{slug}`; 404 `resource_not_found` when there is none. */
export async function readHelpArticle(db: DbOrTx, slug: string): Promise<HelpArticle> {
  const article = await helpArticleBySlug(db, slug);
  if (!article) throw appError('resource_not_found');
  return { ...article, updatedAt: article.updatedAt.toISOString() };
}
