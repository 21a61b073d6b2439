import { clientErrorReports, type Db } from '@vizitas/db';
import type { ClientErrorReport } from '@vizitas/shared/schemas/page-context';

export async function storeClientErrorReport(
  db: Db,
  report: ClientErrorReport & { userAgent: string | null; userId: string | null },
): Promise<void> {
  await db.insert(clientErrorReports).values({
    message: report.message,
    stack: report.stack ?? null,
    pageUrl: report.pageUrl ?? null,
    userAgent: report.userAgent,
    userId: report.userId,
    extra: report.extra ?? null,
  });
}
