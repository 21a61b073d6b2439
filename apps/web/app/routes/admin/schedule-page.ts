import { myProfile } from '@vizitas/shared/api/user/profile';
import { localDateOf } from '@vizitas/booking-engine';
import { ADMIN_BUSINESS_QUERY_PARAM } from '@vizitas/shared';
import { adminCalendar } from '@vizitas/shared/api/admin/calendar';
import type { PageLoadContext } from '@vizitas/shared/load-context';
import { calendarOptions } from '@vizitas/shared/api/public/schedule';
import type { BusinessOptions } from '~/features/admin-schedule/api/get-business-options';
import { calendarWeekInput, type CalendarWeekQuery } from '~/features/admin-schedule/api/get-calendar-week';
import { SCHEDULE_TIME_ZONE } from '~/features/admin-schedule/model/schedule-format';

/** What every schedule page's loader starts from: the `?verslas=` slug of the page and today in the business's zone. */
export function schedulePage(request: Request) {
  const url = new URL(request.url);
  return {
    url,
    business: url.searchParams.get(ADMIN_BUSINESS_QUERY_PARAM) || null,
    today: localDateOf(Date.now(), SCHEDULE_TIME_ZONE),
  };
}

/** A missing page for a malformed or foreign id (400, 404); a failure otherwise. */
export function notFoundUnless(result: { ok: boolean; status: number }, what: string): void {
  if (result.status === 400 || result.status === 404) throw new Response('Not Found', { status: 404 });
  if (!result.ok) throw new Response(`${what} unavailable`, { status: 500 });
}

/** The business's specialists (active, and any other with visits) from one day of the admin calendar. */
export async function specialistsOf(context: PageLoadContext, business: string | null, today: string) {
  const query: CalendarWeekQuery = { from: today, to: today };
  const answer = await context.call(adminCalendar, { verslas: business, query: calendarWeekInput(query) });
  return answer.ok ? answer.data.specialists.map(({ id, name }) => ({ id, name })) : [];
}

/**
 * The business of the page by its public booking options (its id, which the public holidays'
 * API takes, and its active specialists): the `?verslas=` one, else the member's first business.
 */
export async function businessOptionsOf(context: PageLoadContext, business: string | null): Promise<BusinessOptions | null> {
  const me = business ? null : await context.call(myProfile);
  const slug = business ?? (me?.ok ? me.data.memberships[0]?.slug : undefined);
  if (!slug) return null;
  const options = await context.call(calendarOptions, { query: { business: slug } });
  return options.ok ? options.data : null;
}
