import { messages } from '@vizitas/shared';
import { adminHoliday } from '@vizitas/shared/api/admin/holidays';
import { HolidayFormPage } from '~/features/admin-schedule/components/holiday-form-page';
import { holidayDraftOf } from '~/features/admin-schedule/model/holiday-form';
import { adminMeta } from '~/features/admin-schedule/model/meta';
import { notFoundUnless, schedulePage, specialistsOf } from './schedule-page';
import { browserLoadContext } from '~/lib/api/browser-load-context';
import { AdminPageLoading } from '~/components/layout/admin-page-loading';
import type { Route } from './+types/holiday-edit';

/** `/administratorius/laisvadieniai/{id}/redaguoti` (admin_holiday_edit): one day off. */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const context = browserLoadContext();
  const { business, today } = schedulePage(request);
  const [holiday, specialists] = await Promise.all([
    context.call(adminHoliday, { verslas: business, params: { id: params.id } }),
    specialistsOf(context, business, today),
  ]);
  notFoundUnless(holiday, 'day off');
  return { business, specialists, holiday: holiday.data, draft: holidayDraftOf(holiday.data) };
}

export function meta() {
  return adminMeta(messages.adminSchedule.holidays.editTitle);
}

export default function AdminHolidayEdit({ loaderData }: Route.ComponentProps) {
  return <HolidayFormPage key={`${loaderData.business ?? ''}:${loaderData.holiday.id}`} {...loaderData} />;
}

/** The server renders the admin frame around this; the page itself is loaded in the browser. */
export function HydrateFallback() {
  return <AdminPageLoading />;
}
