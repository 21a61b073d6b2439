import { eq, like, or } from 'drizzle-orm';
import { businesses, type DbOrTx } from '@vizitas/db';
import { isValidSlug, numberedSlug, slugFromName } from '@vizitas/shared/slug';

/** How many numbered alternatives (`-2`, `-3`, …) are looked at before a random suffix. */
const NUMBERED_TRIES = 50;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** Whether a business already has this slug. */
export async function isSlugTaken(db: DbOrTx, slug: string): Promise<boolean> {
  const [row] = await db.select({ id: businesses.id }).from(businesses).where(eq(businesses.slug, slug)).limit(1);
  return row !== undefined;
}

/**
 * A free slug close to `base` (a well-formed slug): itself when free, else the first free
 * numbered one (`base-2`, `base-3`…), in one query. Free now: a registration racing for it can
 * still win it first, which the unique constraint settles (409 `slug_taken`).
 */
export async function freeSlugLike(db: DbOrTx, base: string): Promise<string> {
  const rows = await db
    .select({ slug: businesses.slug })
    .from(businesses)
    .where(or(eq(businesses.slug, base), like(businesses.slug, `${escapeLike(base.slice(0, 50))}%`)));
  const taken = new Set(rows.map((row) => row.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; n < NUMBERED_TRIES + 2; n++) {
    const candidate = numberedSlug(base, n);
    if (!taken.has(candidate)) return candidate;
  }
  return numberedSlug(base, 100 + Math.floor(Math.random() * 900_000));
}

/** The slug proposed for a business name: transliterated, then numbered when taken. */
export async function proposeSlug(db: DbOrTx, name: string): Promise<string> {
  return freeSlugLike(db, slugFromName(name));
}

export interface SlugCheck {
  slug: string;
  valid: boolean;
  available: boolean;
  suggestion: string;
}

/** What the registration form shows beside the slug: proposed from a name, or a chosen one checked. */
export async function checkSlug(db: DbOrTx, query: { name?: string; slug?: string }): Promise<SlugCheck> {
  if (query.slug !== undefined) {
    const slug = query.slug.trim();
    const valid = isValidSlug(slug);
    const suggestion = await freeSlugLike(db, valid ? slug : slugFromName(slug));
    return { slug, valid, available: valid && suggestion === slug, suggestion };
  }
  const slug = await proposeSlug(db, query.name ?? '');
  return { slug, valid: true, available: true, suggestion: slug };
}
