import { format, messages } from '@vizitas/shared';
import { adminCalendar } from '@vizitas/shared/api/admin/calendar';
import { adminScheduleOverrideList } from '@vizitas/shared/api/admin/schedule-overrides';
import { addDays } from '~/lib/dates';
import { calendarWeekInput } from '~/features/admin-schedule/api/get-calendar-week';
import { overridesInput } from '~/features/admin-schedule/api/get-overrides';
import { adminWeeklySchedule } from '@vizitas/shared/api/admin/schedule';
import { SchedulePage } from '~/features/admin-schedule/components/schedule-page';
import { adminMeta } from '~/features/admin-schedule/model/meta';
import { mondayOf } from '~/features/admin-schedule/model/schedule-format';
import { notFoundUnless, schedulePage } from './schedule-page';
import { browserLoadContext } from '~/lib/api/browser-load-context';
import { AdminPageLoading } from '~/components/layout/admin-page-loading';
import type { Route } from './+types/schedule-show';

/**
 * `/administratorius/tvarkarastis/{id}/rodyti` (admin_schedule_show): one specialist's weekly
 * hours, this week as the engine computes it, her overrides. Another business's specialist or a
 * malformed id: the 404 page.
 */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const context = browserLoadContext();
  const { business, today } = schedulePage(request);
  const monday = mondayOf(today);
  const query = { from: monday, to: addDays(monday, 6), specialist: params.id };
  const [week, calendar, overrides] = await Promise.all([
    context.call(adminWeeklySchedule, { verslas: business, params: { specialistId: params.id } }),
    context.call(adminCalendar, { verslas: business, query: calendarWeekInput(query) }),
    context.call(adminScheduleOverrideList, { verslas: business, query: overridesInput(params.id) }),
  ]);
  notFoundUnless(week, 'weekly schedule');
  const specialist = (calendar.ok ? calendar.data.specialists.find((row) => row.id === params.id) : undefined) ?? {
    id: params.id,
    name: messages.adminSchedule.week.metaTitle,
    title: null,
  };
  return {
    business,
    today,
    monday,
    specialist,
    week: week.data,
    preview: calendar.ok ? { query, data: calendar.data } : null,
    overrides: overrides.ok ? overrides.data : null,
  };
}

export function meta({ data }: Route.MetaArgs) {
  return adminMeta(
    data ? format(messages.adminSchedule.week.title, { name: data.specialist.name }) : messages.adminSchedule.week.metaTitle,
  );
}

export default function AdminScheduleShow({ loaderData }: Route.ComponentProps) {
  return <SchedulePage key={`${loaderData.business ?? ''}:${loaderData.specialist.id}`} {...loaderData} />;
}

/** The server renders the admin frame around this; the page itself is loaded in the browser. */
export function HydrateFallback() {
  return <AdminPageLoading />;
}
