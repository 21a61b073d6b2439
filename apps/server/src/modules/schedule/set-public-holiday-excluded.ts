import { eq } from 'drizzle-orm';
import { lithuanianPublicHolidaysOn, type LocalDate } from '@vizitas/booking-engine';
import { publicHolidayExclusions } from '@vizitas/db';
import { appError } from '@vizitas/shared';
import type { CommandContext } from '#server/core/context.ts';
import type { TenantScope } from '#server/core/tenancy.ts';

function holidaysOn(date: LocalDate) {
  const list = lithuanianPublicHolidaysOn(date);
  if (list.length === 0) throw appError('not_public_holiday');
  return list;
}

/**
 * Exclude (istraukti): the business works on this public holiday, which becomes a normal day
 * of its calendar; `excluded: false` undoes it. Both are idempotent. A date that is not a
 * public holiday answers 422 `not_public_holiday`.
 */
export async function setPublicHolidayExcluded(ctx: CommandContext, scope: TenantScope, date: LocalDate, excluded: boolean) {
  const { db } = ctx;
  const list = holidaysOn(date);
  if (excluded) {
    await db.insert(publicHolidayExclusions).values(scope.values({ date })).onConflictDoNothing();
  } else {
    await db.delete(publicHolidayExclusions).where(scope.where(publicHolidayExclusions, eq(publicHolidayExclusions.date, date)));
  }
  ctx.events.emit('catalogue.changed', { businessId: scope.businessId });
  return { date, excluded, holidays: list.map((holiday) => ({ date: holiday.date, name: holiday.name, excluded })) };
}
