import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

/**
 * The admin area's help articles (`/administratorius/pagalba/sarasas`): the product's own texts,
 * kept in the database and edited by the operator (`/operatorius/pagalba`). The first ones came
 * with their migration; they are rows like any other.
 */
export const helpArticles = pgTable(
  'help_articles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique('help_articles_slug_unique'),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** Plain text: paragraphs split by a blank line, `1. ` numbered steps, `- ` bullets. Never HTML. */
    body: text('body').notNull(),
    position: integer('position').notNull().default(0),
    /** A group of articles on the list (free text; empty: none). */
    category: text('category').notNull().default(''),
    /** Shown to the businesses; a draft (false) only to the operator. */
    published: boolean('published').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('help_articles_slug_format', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    index('help_articles_position_idx').on(t.position),
  ],
);

export type HelpArticle = typeof helpArticles.$inferSelect;
