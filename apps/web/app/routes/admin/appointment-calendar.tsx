import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { localDateOf } from '@vizitas/booking-engine';
import { ADMIN_BUSINESS_QUERY_PARAM, format, messages } from '@vizitas/shared';
import type { AdminCalendar } from '@vizitas/shared/schemas/admin/calendar';
import { calendarUrl, type CalendarQuery } from '~/features/admin-appointments/api/get-calendar';
import { CalendarPage } from '~/features/admin-appointments/components/calendar-page';
import { parseCalendarState, rangeOf } from '~/features/admin-appointments/model/calendar-events';
import { ADMIN_TIME_ZONE } from '~/features/admin-appointments/model/appointment-format';
import type { Route } from './+types/appointment-calendar';

/**
 * `/administratorius/vizitai/kalendorius` (admin_appointment_calendar): the first answer for the
 * URL's day or week, fetched on the server; the browser draws the calendar and fetches the rest.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const business = url.searchParams.get(ADMIN_BUSINESS_QUERY_PARAM) || null;
  const today = localDateOf(Date.now(), ADMIN_TIME_ZONE);
  const state = parseCalendarState(url.searchParams, today);
  const { from, to } = rangeOf(state);
  const query: CalendarQuery = { from, to, specialist: state.view === 'week' ? state.specialist : null };
  const answer = await context.api<AdminCalendar>('GET', calendarUrl(business, query));
  return { business, today, initial: answer.ok ? { query, data: answer.data } : null };
}

/** Another day or view changes only the search: the browser fetches it, the loader does not run again. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const sameBusiness =
    currentUrl.searchParams.get(ADMIN_BUSINESS_QUERY_PARAM) === nextUrl.searchParams.get(ADMIN_BUSINESS_QUERY_PARAM);
  if ((!formMethod || formMethod === 'GET') && currentUrl.pathname === nextUrl.pathname && sameBusiness) return false;
  return defaultShouldRevalidate;
}

export function meta() {
  return [
    { title: format(messages.adminArea.metaTitle, { page: messages.adminCalendar.title, business: messages.adminArea.title }) },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function AdminAppointmentCalendar({ loaderData }: Route.ComponentProps) {
  return <CalendarPage key={loaderData.business ?? ''} {...loaderData} />;
}
