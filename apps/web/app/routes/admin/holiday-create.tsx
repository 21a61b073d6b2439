import { messages } from '@vizitas/shared';
import { isLocalDate } from '~/lib/dates';
import { HolidayFormPage } from '~/features/admin-schedule/components/holiday-form-page';
import { newHolidayDraft } from '~/features/admin-schedule/model/holiday-form';
import { CREATE_PARAMS } from '~/features/admin-schedule/model/links';
import { adminMeta } from '~/features/admin-schedule/model/meta';
import { schedulePage, specialistsOf } from './schedule-page';
import { browserLoadContext } from '~/lib/api/browser-load-context';
import { AdminPageLoading } from '~/components/layout/admin-page-loading';
import type { Route } from './+types/holiday-create';

/** `/administratorius/laisvadieniai/sukurti` (admin_holiday_create): a new day off; `?data=&specialistas=` to start with. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const context = browserLoadContext();
  const { url, business, today } = schedulePage(request);
  const specialists = await specialistsOf(context, business, today);
  const wanted = url.searchParams.get(CREATE_PARAMS.specialist) ?? '';
  const date = url.searchParams.get(CREATE_PARAMS.date) ?? '';
  const draft = newHolidayDraft(isLocalDate(date) ? date : today, specialists.some((row) => row.id === wanted) ? wanted : '');
  return { business, specialists, draft };
}

export function meta() {
  return adminMeta(messages.adminSchedule.holidays.createTitle);
}

export default function AdminHolidayCreate({ loaderData }: Route.ComponentProps) {
  return <HolidayFormPage key={loaderData.business ?? ''} holiday={null} {...loaderData} />;
}

/** The server renders the admin frame around this; the page itself is loaded in the browser. */
export function HydrateFallback() {
  return <AdminPageLoading />;
}
