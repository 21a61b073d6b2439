import type { LocalDate } from '@vizitas/booking-engine';
import type { DbOrTx } from '@vizitas/db';
import { appError } from '@vizitas/shared';
import type { TenantScope } from '#server/core/tenancy.ts';
import { businessToday, scopedBusiness } from '#server/modules/business/index.ts';

/** The database's one override per specialist and date. */
export const UNIQUE_PER_DAY = 'schedule_overrides_specialist_date_unique';

/** An override's intervals by start time. */
export const sortedIntervals = (intervals: [string, string][]) => [...intervals].sort((a, b) => a[0].localeCompare(b[0]));

/** 422 `date_in_past` for a date before today in the business's time zone. */
export async function assertNotPast(db: DbOrTx, scope: TenantScope, dates: LocalDate[], nowMs: number): Promise<void> {
  const today = businessToday(await scopedBusiness(db, scope), nowMs);
  if (dates.some((date) => date < today)) throw appError('date_in_past');
}
