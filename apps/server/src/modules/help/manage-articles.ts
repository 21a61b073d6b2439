import { asc, eq, sql } from 'drizzle-orm';
import { helpArticles, type DbOrTx } from '@vizitas/db';
import { appError } from '@vizitas/shared';
import type { HelpArticleInput, OperatorHelpArticle, OperatorHelpArticles } from '@vizitas/shared/schemas/operator-help';
import type { CommandContext } from '#server/core/context.ts';
import { isUniqueViolation } from '#server/core/db-errors.ts';
import { unknownReference } from '#server/core/tenancy.ts';

type Row = typeof helpArticles.$inferSelect;

function present(row: Row): OperatorHelpArticle {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    body: row.body,
    category: row.category,
    published: row.published,
    position: row.position,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Every article, drafts too, in the list's order (`GET /api/operator/help-articles`). */
export async function listAllHelpArticles(db: DbOrTx): Promise<OperatorHelpArticles> {
  const rows = await db
    .select()
    .from(helpArticles)
    .orderBy(asc(helpArticles.position), asc(helpArticles.title), asc(helpArticles.id));
  return { articles: rows.map(present) };
}

/** A new article at the end of the list; 409 `slug_taken` when its address is another's. */
export async function createHelpArticle(ctx: CommandContext, input: HelpArticleInput): Promise<OperatorHelpArticle> {
  const now = ctx.now();
  try {
    const [row] = await ctx.db
      .insert(helpArticles)
      .values({
        ...input,
        position: sql`(select coalesce(max(position), -1) + 1 from help_articles)`,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return present(row!);
  } catch (error) {
    if (isUniqueViolation(error)) throw appError('slug_taken');
    throw error;
  }
}

/** An article's new text, address and state; 404 for none, 409 `slug_taken` for another's address. */
export async function updateHelpArticle(ctx: CommandContext, id: string, input: HelpArticleInput): Promise<OperatorHelpArticle> {
  try {
    const [row] = await ctx.db
      .update(helpArticles)
      .set({ ...input, updatedAt: ctx.now() })
      .where(eq(helpArticles.id, id))
      .returning();
    if (!row) throw appError('resource_not_found');
    return present(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw appError('slug_taken');
    throw error;
  }
}

/** The list's new order: the ids given first, the others after them in their order. */
export async function orderHelpArticles(ctx: CommandContext, ids: string[]): Promise<OperatorHelpArticles> {
  await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: helpArticles.id })
      .from(helpArticles)
      .orderBy(asc(helpArticles.position), asc(helpArticles.title), asc(helpArticles.id))
      .for('update');
    const known = new Set(rows.map((row) => row.id));
    const wanted = ids.map((id) => id.toLowerCase());
    if (wanted.some((id) => !known.has(id))) throw unknownReference('ids');
    const listed = new Set(wanted);
    const order = [...wanted, ...rows.map((row) => row.id).filter((id) => !listed.has(id))];
    // One statement: each id's place in the list is its position.
    await tx.execute(sql`
      update help_articles h set position = o.position - 1
      from unnest(${`{${order.join(',')}}`}::uuid[]) with ordinality as o(id, position)
      where h.id = o.id`);
  });
  return listAllHelpArticles(ctx.db);
}
