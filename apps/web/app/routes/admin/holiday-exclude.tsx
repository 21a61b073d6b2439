import { messages } from '@vizitas/shared';
import { adminPublicHolidayList } from '@vizitas/shared/api/admin/public-holidays';
import { isLocalDate } from '~/lib/dates';
import { PublicHolidayPage } from '~/features/admin-schedule/components/public-holiday-page';
import { adminMeta } from '~/features/admin-schedule/model/meta';
import { businessOptionsOf, schedulePage } from './schedule-page';
import { browserLoadContext } from '~/lib/api/browser-load-context';
import { AdminPageLoading } from '~/components/layout/admin-page-loading';
import type { Route } from './+types/holiday-exclude';

/**
 * `/administratorius/laisvadieniai/{id}/istraukti` (admin_holiday_exclude): `{id}` is the public
 * holiday's date. A date that is no public holiday (or not a date): the 404 page.
 */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const context = browserLoadContext();
  const { business, today } = schedulePage(request);
  const date = params.id;
  const year = Number(date.slice(0, 4));
  if (!isLocalDate(date) || year < 2000 || year > 2100) throw new Response('Not Found', { status: 404 });
  const options = await businessOptionsOf(context, business);
  if (!options) throw new Response('business unavailable', { status: 500 });
  const list = await context.call(adminPublicHolidayList, { params: { id: options.business.id }, query: { year } });
  if (!list.ok) throw new Response('public holidays unavailable', { status: 500 });
  const holidays = list.data.holidays.filter((holiday) => holiday.date === date);
  if (holidays.length === 0) throw new Response('Not Found', { status: 404 });
  return {
    business,
    businessId: options.business.id,
    date,
    names: holidays.map((holiday) => holiday.name),
    excluded: holidays[0]!.excluded,
    passed: date < today,
  };
}

export function meta({ data }: Route.MetaArgs) {
  return adminMeta(data ? data.names.join('; ') : messages.adminSchedule.holidays.excludeTitle);
}

export default function AdminHolidayExclude({ loaderData }: Route.ComponentProps) {
  return <PublicHolidayPage key={`${loaderData.business ?? ''}:${loaderData.date}`} {...loaderData} />;
}

/** The server renders the admin frame around this; the page itself is loaded in the browser. */
export function HydrateFallback() {
  return <AdminPageLoading />;
}
