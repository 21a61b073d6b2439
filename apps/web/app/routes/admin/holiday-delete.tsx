import { messages } from '@vizitas/shared';
import { adminHoliday } from '@vizitas/shared/api/admin/holidays';
import { HolidayDeletePage } from '~/features/admin-schedule/components/holiday-delete-page';
import { adminMeta } from '~/features/admin-schedule/model/meta';
import { notFoundUnless, schedulePage, specialistsOf } from './schedule-page';
import { browserLoadContext } from '~/lib/api/browser-load-context';
import { AdminPageLoading } from '~/components/layout/admin-page-loading';
import type { Route } from './+types/holiday-delete';

/** `/administratorius/laisvadieniai/{id}/istrinti` (admin_holiday_delete): the confirmation before a day off is deleted. */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const context = browserLoadContext();
  const { business, today } = schedulePage(request);
  const holiday = await context.call(adminHoliday, { verslas: business, params: { id: params.id } });
  notFoundUnless(holiday, 'day off');
  const specialistId = holiday.data.specialistId;
  const specialistName = specialistId
    ? ((await specialistsOf(context, business, today)).find((row) => row.id === specialistId)?.name ?? '—')
    : null;
  return { business, holiday: holiday.data, specialistName };
}

export function meta() {
  return adminMeta(messages.adminSchedule.holidays.deleteTitle);
}

export default function AdminHolidayDelete({ loaderData }: Route.ComponentProps) {
  return <HolidayDeletePage key={`${loaderData.business ?? ''}:${loaderData.holiday.id}`} {...loaderData} />;
}

/** The server renders the admin frame around this; the page itself is loaded in the browser. */
export function HydrateFallback() {
  return <AdminPageLoading />;
}
