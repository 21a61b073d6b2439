import { messages } from '@vizitas/shared';
import { holidayUrl } from '~/features/admin-schedule/api/get-holiday';
import type { Holiday } from '~/features/admin-schedule/api/get-holidays';
import { HolidayDeletePage } from '~/features/admin-schedule/components/holiday-delete-page';
import { adminMeta } from '~/features/admin-schedule/model/meta';
import { notFoundUnless, schedulePage, specialistsOf } from './schedule-page.server';
import type { Route } from './+types/holiday-delete';

/** `/administratorius/laisvadieniai/{id}/istrinti` (admin_holiday_delete): the confirmation before a day off is deleted. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { business, today } = schedulePage(request);
  const holiday = await context.api<Holiday>('GET', holidayUrl(business, params.id));
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
