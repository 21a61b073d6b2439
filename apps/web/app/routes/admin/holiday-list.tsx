import { messages } from '@vizitas/shared';
import { adminHolidayList } from '@vizitas/shared/api/admin/holidays';
import { adminPublicHolidayList } from '@vizitas/shared/api/admin/public-holidays';
import { HolidayListPage } from '~/features/admin-schedule/components/holiday-list-page';
import { adminMeta } from '~/features/admin-schedule/model/meta';
import { yearOf, yearsShown } from '~/features/admin-schedule/model/years';
import { businessOptionsOf, schedulePage } from './schedule-page';
import { browserLoadContext } from '~/lib/api/browser-load-context';
import { AdminPageLoading } from '~/components/layout/admin-page-loading';
import type { Route } from './+types/holiday-list';

/**
 * `/administratorius/laisvadieniai` (admin_holiday_list): the coming days off, and the public
 * holidays of the coming twelve months or of the year `?metai=`.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const context = browserLoadContext();
  const { url, business, today } = schedulePage(request);
  const years = yearsShown(yearOf(url.searchParams), today);
  const [options, holidays] = await Promise.all([
    businessOptionsOf(context, business),
    context.call(adminHolidayList, { verslas: business, query: { from: today } }),
  ]);
  if (!options) throw new Response('business unavailable', { status: 500 });
  const publicHolidays = await Promise.all(
    years.map((year) => context.call(adminPublicHolidayList, { params: { id: options.business.id }, query: { year } })),
  );
  return {
    business,
    businessId: options.business.id,
    today,
    holidays: holidays.ok ? holidays.data : null,
    publicHolidays: publicHolidays.flatMap((answer) => (answer.ok ? [answer.data] : [])),
    specialists: options.specialists.map(({ id, name }) => ({ id, name })),
  };
}

export function meta() {
  return adminMeta(messages.adminSchedule.holidays.title);
}

export default function AdminHolidayList({ loaderData }: Route.ComponentProps) {
  return <HolidayListPage key={loaderData.business ?? ''} {...loaderData} />;
}

/** The server renders the admin frame around this; the page itself is loaded in the browser. */
export function HydrateFallback() {
  return <AdminPageLoading />;
}
