import { messages } from '@vizitas/shared';
import { adminCalendar } from '@vizitas/shared/api/admin/calendar';
import { adminScheduleOverrideList } from '@vizitas/shared/api/admin/schedule-overrides';
import { addDays } from '~/lib/dates';
import { calendarWeekInput } from '~/features/admin-schedule/api/get-calendar-week';
import { overridesInput } from '~/features/admin-schedule/api/get-overrides';
import { ScheduleListPage } from '~/features/admin-schedule/components/schedule-list-page';
import { adminMeta } from '~/features/admin-schedule/model/meta';
import { mondayOf } from '~/features/admin-schedule/model/schedule-format';
import { schedulePage } from './schedule-page';
import { browserLoadContext } from '~/lib/api/browser-load-context';
import { AdminPageLoading } from '~/components/layout/admin-page-loading';
import type { Route } from './+types/schedule-list';

/** `/administratorius/tvarkarastis` (admin_schedule): the specialists with this week's hours, and the coming overrides. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const context = browserLoadContext();
  const { business, today } = schedulePage(request);
  const monday = mondayOf(today);
  const query = { from: monday, to: addDays(monday, 6) };
  const [week, overrides] = await Promise.all([
    context.call(adminCalendar, { verslas: business, query: calendarWeekInput(query) }),
    context.call(adminScheduleOverrideList, { verslas: business, query: overridesInput() }),
  ]);
  return {
    business,
    today,
    monday,
    week: week.ok ? { query, data: week.data } : null,
    overrides: overrides.ok ? overrides.data : null,
  };
}

export function meta() {
  return adminMeta(messages.adminSchedule.list.title);
}

export default function AdminScheduleList({ loaderData }: Route.ComponentProps) {
  return <ScheduleListPage key={loaderData.business ?? ''} {...loaderData} />;
}

/** The server renders the admin frame around this; the page itself is loaded in the browser. */
export function HydrateFallback() {
  return <AdminPageLoading />;
}
