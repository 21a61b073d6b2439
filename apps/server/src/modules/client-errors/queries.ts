import { count, desc } from 'drizzle-orm';
import { clientErrorReports, type DbOrTx } from '@vizitas/db';

/** One page of browser error reports, newest first, shaped for the operator's list. */
export async function listClientErrorReports(db: DbOrTx, query: { page: number; limit: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(clientErrorReports)
      .orderBy(desc(clientErrorReports.createdAt), desc(clientErrorReports.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ value: count() }).from(clientErrorReports),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      message: row.message,
      stack: row.stack,
      pageUrl: row.pageUrl,
      userAgent: row.userAgent,
      userId: row.userId,
    })),
    total: total?.value ?? 0,
    page: query.page,
  };
}
