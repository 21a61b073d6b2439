import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { helpArticles, type DbOrTx } from '@vizitas/db';

const LITHUANIAN = 'ąčęėįšųūž';
const LATIN = 'aceeisuuz';

/**
 * The words of a search as the articles are compared with them: lower case, Lithuanian letters
 * written without their marks („šventė“ and „svente“ find the same), at most 8 words of 2+ letters.
 */
export function searchWords(query: string): string[] {
  const folded = [...query.toLocaleLowerCase('lt')]
    .map((char) => {
      const at = LITHUANIAN.indexOf(char);
      return at === -1 ? char : LATIN[at]!;
    })
    .join('');
  const words = folded.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length >= 2);
  return [...new Set(words)].slice(0, 8);
}

/** A text column as searched: lower case, Lithuanian letters without marks. */
const folded = (column: SQL) => sql`translate(lower(${column}), ${LITHUANIAN}, ${LATIN})`;
/** `%word%` for LIKE, its own `%`, `_` and `\` taken literally. */
const containing = (word: string) => `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * The articles in their order, or those holding every word of the search (in the title, summary
 * or text), the ones whose title holds them all first. A plain LIKE over a few dozen short texts:
 * the same on PGlite and PostgreSQL, no dictionary for Lithuanian needed.
 */
export async function searchHelpArticles(db: DbOrTx, words: string[]) {
  const columns = { slug: helpArticles.slug, title: helpArticles.title, summary: helpArticles.summary };
  if (words.length === 0) {
    return db
      .select(columns)
      .from(helpArticles)
      .where(eq(helpArticles.published, true))
      .orderBy(asc(helpArticles.position), asc(helpArticles.title));
  }
  const whole = folded(sql`${helpArticles.title} || ' ' || ${helpArticles.summary} || ' ' || ${helpArticles.body}`);
  const title = folded(sql`${helpArticles.title} || ' ' || ${helpArticles.summary}`);
  const inWhole = words.map((word) => sql`${whole} like ${containing(word)} escape '\\'`);
  const inTitle = sql.join(
    words.map((word) => sql`${title} like ${containing(word)} escape '\\'`),
    sql` and `,
  );
  return db
    .select(columns)
    .from(helpArticles)
    .where(and(eq(helpArticles.published, true), ...inWhole))
    .orderBy(desc(sql`(${inTitle})`), asc(helpArticles.position), asc(helpArticles.title));
}

export async function helpArticleBySlug(db: DbOrTx, slug: string) {
  const [row] = await db
    .select({
      slug: helpArticles.slug,
      title: helpArticles.title,
      summary: helpArticles.summary,
      body: helpArticles.body,
      updatedAt: helpArticles.updatedAt,
    })
    .from(helpArticles)
    .where(and(eq(helpArticles.slug, slug), eq(helpArticles.published, true)));
  return row ?? null;
}
