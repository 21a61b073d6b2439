import { clientErrorReports, type Db } from '@vizitas/db';
import { LONE_SURROGATE } from '@vizitas/shared/text-characters';
import type { ClientErrorReport } from '@vizitas/shared/schemas/page-context';

/**
 * NUL (PostgreSQL stores it in no text) and halves of UTF-16 surrogate pairs without the other
 * half (its JSON refuses them). A report may quote anything a page met, so these are replaced
 * with U+FFFD rather than the report refused.
 */
const UNSTORABLE = new RegExp(`\\u0000|${LONE_SURROGATE.source}`, 'g');

function storable(text: string): string {
  return text.replace(UNSTORABLE, '\ufffd');
}

function storableExtra(extra: ClientErrorReport['extra']): Record<string, unknown> | null {
  if (!extra) return null;
  return Object.fromEntries(
    Object.entries(extra).map(([key, value]) => [storable(key), typeof value === 'string' ? storable(value) : value]),
  );
}

export async function storeClientErrorReport(
  db: Db,
  report: ClientErrorReport & { userAgent: string | null; userId: string | null },
): Promise<void> {
  await db.insert(clientErrorReports).values({
    message: storable(report.message),
    stack: report.stack === undefined ? null : storable(report.stack),
    pageUrl: report.pageUrl === undefined ? null : storable(report.pageUrl),
    userAgent: report.userAgent === null ? null : storable(report.userAgent),
    userId: report.userId,
    extra: storableExtra(report.extra),
  });
}
