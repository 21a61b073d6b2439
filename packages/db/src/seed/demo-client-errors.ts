import { sql } from 'drizzle-orm';
import type { Tx } from '../client';
import { clientErrorGroups, clientErrorReports } from '../schema/index';

const HOUR_MS = 3_600_000;
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

interface DemoReport {
  hoursAgo: number;
  message: string;
  stack?: string;
  pageUrl: string;
  userAgent: string;
}

const CALENDAR_STACK =
  "TypeError: Cannot read properties of undefined (reading 'startsAt')\n    at renderEvent (https://vizitas.lt/assets/calendar-board-D4k2.js:1:18734)";

/** Error reports the operator's `/operatorius/klaidos` groups: one error three times, one once, one resolved. */
const REPORTS: DemoReport[] = [
  {
    hoursAgo: 30,
    message: "Cannot read properties of undefined (reading 'startsAt')",
    stack: CALENDAR_STACK,
    pageUrl: 'https://vizitas.lt/administratorius/vizitai/kalendorius',
    userAgent: CHROME,
  },
  {
    hoursAgo: 6,
    message: "Cannot read properties of undefined (reading 'startsAt')",
    stack: CALENDAR_STACK,
    pageUrl: 'https://vizitas.lt/administratorius/vizitai/kalendorius?data=2026-12-01',
    userAgent: IPHONE,
  },
  {
    hoursAgo: 2,
    message: "Cannot read properties of undefined (reading 'startsAt')",
    stack: CALENDAR_STACK,
    pageUrl: 'https://vizitas.lt/administratorius/vizitai/kalendorius',
    userAgent: CHROME,
  },
  {
    hoursAgo: 12,
    message: 'Failed to fetch dynamically imported module',
    pageUrl: 'https://vizitas.lt/naujas-vizitas/kirpykla-zirkles',
    userAgent: FIREFOX,
  },
  {
    hoursAgo: 72,
    message: 'ResizeObserver loop completed with undelivered notifications.',
    pageUrl: 'https://vizitas.lt/apie/nagu-namai',
    userAgent: IPHONE,
  },
];

/** The demo's browser error reports, grouped as the server groups them, and one group the operator resolved. */
export async function insertDemoClientErrors(tx: Tx, input: { now: Date; operatorId: string | null }): Promise<void> {
  const at = (hoursAgo: number) => new Date(input.now.getTime() - hoursAgo * HOUR_MS);
  const rows = await tx
    .insert(clientErrorReports)
    .values(
      REPORTS.map((report) => ({
        createdAt: at(report.hoursAgo),
        message: report.message,
        stack: report.stack ?? null,
        pageUrl: report.pageUrl,
        userAgent: report.userAgent,
      })),
    )
    .returning({ id: clientErrorReports.id, message: clientErrorReports.message });
  // Their place and group as the server computes them for a new report (and migration 0018 for the older ones).
  await tx.execute(sql`update client_error_reports set
      place = coalesce(substring(stack from '(https?://[^[:space:])]+:[0-9]+:[0-9]+)'), split_part(split_part(page_url, '?', 1), '#', 1))
    where place is null`);
  await tx.execute(sql`update client_error_reports
    set group_key = encode(sha256(convert_to(message || E'\\n' || coalesce(place, ''), 'UTF8')), 'hex') where group_key is null`);
  const resolved = rows.find((row) => row.message.startsWith('ResizeObserver'));
  if (!resolved) return;
  const [row] = await tx
    .select({ key: clientErrorReports.groupKey })
    .from(clientErrorReports)
    .where(sql`${clientErrorReports.id} = ${resolved.id}`);
  if (row?.key)
    await tx.insert(clientErrorGroups).values({ groupKey: row.key, resolvedAt: at(48), resolvedBy: input.operatorId });
}
