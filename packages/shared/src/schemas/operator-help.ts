/**
 * The operator edits the admin area's help articles (`/operatorius/pagalba`, `/api/operator/help-articles`).
 * The text is the articles' own plain format — paragraphs split by a blank line, `1. ` numbered steps,
 * `- ` bullets — rendered as text, never as HTML: a `<script>` or a `javascript:` link in it is shown
 * as the characters typed.
 */
import '../zod-locale';
import { z } from 'zod';
import { messages } from '../messages/index.ts';
import { line, multiline, uuid } from './admin/common.ts';

const v = messages.operatorHelp.validation;

export const helpArticleInputSchema = z.object({
  slug: z
    .string()
    .trim()
    .min(1, { error: v.slug })
    .max(100, { error: v.slug })
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: v.slug }),
  title: line(200, v.title).pipe(z.string().min(1, { error: v.title })),
  summary: line(300, v.summary).pipe(z.string().min(1, { error: v.summary })),
  body: multiline(20_000).pipe(z.string().min(1, { error: v.body })),
  category: line(100, v.category).default(''),
  published: z.boolean({ error: v.published }),
});
export type HelpArticleInput = z.infer<typeof helpArticleInputSchema>;

export const operatorHelpArticleSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  category: z.string(),
  published: z.boolean(),
  position: z.number().int(),
  updatedAt: z.string(),
});
export type OperatorHelpArticle = z.infer<typeof operatorHelpArticleSchema>;

export const operatorHelpArticlesSchema = z.object({ articles: z.array(operatorHelpArticleSchema) });
export type OperatorHelpArticles = z.infer<typeof operatorHelpArticlesSchema>;

export const helpArticleIdParamsSchema = z.object({ id: uuid });

/** Every article's id in the new order (those left out keep theirs after them). */
export const helpArticlesOrderSchema = z.object({
  ids: z
    .array(uuid)
    .min(1, { error: v.order })
    .max(500, { error: v.order })
    .refine((ids) => new Set(ids).size === ids.length, { error: v.order }),
});
