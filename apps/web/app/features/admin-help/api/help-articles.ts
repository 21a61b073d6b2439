/** `GET /api/admin/help-articles?q=` and `GET /api/admin/help-article/{slug}`: the admin area's help. */
import { generatePath } from '@vizitas/shared';
import type { HelpArticle, HelpArticles } from '@vizitas/shared/schemas/admin/help';
import { adminApiUrl } from '~/lib/api/admin-api-url';

export type { HelpArticle, HelpArticles };

export function helpArticlesUrl(business: string | null, query: string): string {
  const q = query.trim();
  return adminApiUrl(generatePath('admin_help_articles_api'), business, q ? new URLSearchParams({ q }).toString() : '');
}

export function helpArticleUrl(business: string | null, slug: string): string {
  return adminApiUrl(generatePath('admin_help_article_api', { slug }), business);
}
