/**
 * The admin area's help (docs/decisions/029): `GET /api/admin/help-articles?q=` lists the articles
 * (searched when `q` is given) and `GET /api/admin/help-article/{slug}` answers one.
 */
import '../../zod-locale';
import { z } from 'zod';
import { line } from './common.ts';

export const helpSearchQuerySchema = z.object({
  business: z.uuid().optional(),
  /** Words to look for in the titles, summaries and texts (Lithuanian letters or not). */
  q: line(100, 'Paieškos tekstas per ilgas.').optional(),
});

export const helpSlugSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/).max(100);
export const helpArticleParamsSchema = z.object({ slug: helpSlugSchema });

export const helpArticleSummarySchema = z.object({ slug: z.string(), title: z.string(), summary: z.string() });
export type HelpArticleSummary = z.infer<typeof helpArticleSummarySchema>;

export const helpArticlesSchema = z.object({
  /** The search as understood ('' when none). */
  query: z.string(),
  items: z.array(helpArticleSummarySchema),
});
export type HelpArticles = z.infer<typeof helpArticlesSchema>;

export const helpArticleSchema = helpArticleSummarySchema.extend({
  /** Plain text: paragraphs split by a blank line, `1. ` numbered steps, `- ` bullets. Never HTML. */
  body: z.string(),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type HelpArticle = z.infer<typeof helpArticleSchema>;
