/** The admin area's help: its calls are the contracts `adminHelpArticles` (`?q=`) and `adminHelpArticle` (`{slug}`). */
import type { HelpArticle, HelpArticles } from '@vizitas/shared/schemas/admin/help';

export type { HelpArticle, HelpArticles };

/** The search as the list's call sends it: trimmed, and none when empty. */
export function helpSearch(query: string): { q?: string } {
  const q = query.trim();
  return q ? { q } : {};
}
