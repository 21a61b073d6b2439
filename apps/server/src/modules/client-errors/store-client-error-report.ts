import { createHash } from 'node:crypto';
import { clientErrorReports, type Db } from '@vizitas/db';
import { LONE_SURROGATE } from '@vizitas/shared/text-characters';
import type { ClientErrorReport } from '@vizitas/shared/schemas/page-context';
import { withoutPersonalData } from './personal-data.ts';

/**
 * NUL (PostgreSQL stores it in no text) and halves of UTF-16 surrogate pairs without the other
 * half (its JSON refuses them). A report may quote anything a page met, so these are replaced
 * with U+FFFD rather than the report refused.
 */
const UNSTORABLE = new RegExp(`\\u0000|${LONE_SURROGATE.source}`, 'g');

/** A text as it is kept: storable, and without e-mail addresses and phone numbers (./personal-data.ts). */
function storable(text: string): string {
  return withoutPersonalData(text.replace(UNSTORABLE, '\ufffd'));
}

/** The first frame of a stack that names a script (`https://…/x.js:12:34`). */
const FRAME = /(https?:\/\/[^\s)]+:[0-9]+:[0-9]+)/;

/**
 * Where an error happened, for grouping: the stack's first frame, else the page's address without
 * its query and fragment. The migration that added it computes the same for older reports.
 */
export function placeOf(stack: string | null, pageUrl: string | null): string | null {
  const frame = stack === null ? undefined : FRAME.exec(stack)?.[1];
  if (frame) return frame;
  return pageUrl === null ? null : pageUrl.split('?')[0]!.split('#')[0]!;
}

/** The group of a report: the SHA-256 (hex) of its message and place, as the migration's SQL computes it. */
export function groupKeyOf(message: string, place: string | null): string {
  return createHash('sha256')
    .update(`${message}\n${place ?? ''}`, 'utf8')
    .digest('hex');
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
  /** When it came (the app's clock: a group resolved by the operator compares with it). */
  at: Date = new Date(),
): Promise<void> {
  const message = storable(report.message);
  const stack = report.stack === undefined ? null : storable(report.stack);
  const pageUrl = report.pageUrl === undefined ? null : storable(report.pageUrl);
  const place = placeOf(stack, pageUrl);
  await db.insert(clientErrorReports).values({
    createdAt: at,
    message,
    stack,
    pageUrl,
    place,
    groupKey: groupKeyOf(message, place),
    userAgent: report.userAgent === null ? null : storable(report.userAgent),
    userId: report.userId,
    extra: storableExtra(report.extra),
  });
}
