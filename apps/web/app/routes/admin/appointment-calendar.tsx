import { useSearchParams, type ShouldRevalidateFunctionArgs } from 'react-router';
import { localDateOf } from '@vizitas/booking-engine';
import { ADMIN_BUSINESS_QUERY_PARAM, format, messages } from '@vizitas/shared';
import { AdminPageLoading } from '~/components/layout/admin-page-loading';
import { preloadAnswer } from '~/lib/api/preload-answer';
import { calendarUrl } from '~/features/admin-appointments/api/get-calendar';
import { CalendarPage, calendarQueryOf } from '~/features/admin-appointments/components/calendar-page';
import { parseCalendarState } from '~/features/admin-appointments/model/calendar-events';
import { ADMIN_TIME_ZONE } from '~/features/admin-appointments/model/appointment-format';
import type { Route } from './+types/appointment-calendar';

/**
 * `/administratorius/vizitai/kalendorius` (admin_appointment_calendar): the page is drawn in the
 * browser; the server renders the admin frame and has the browser preload the answer of the
 * URL's day or week (docs/decisions/024).
 */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const business = url.searchParams.get(ADMIN_BUSINESS_QUERY_PARAM) || null;
  return { business, today: localDateOf(Date.now(), ADMIN_TIME_ZONE) };
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

/** On the server: the frame, and the shown days' answer preloaded. */
export function HydrateFallback() {
  const [search] = useSearchParams();
  const business = search.get(ADMIN_BUSINESS_QUERY_PARAM) || null;
  const state = parseCalendarState(search, localDateOf(Date.now(), ADMIN_TIME_ZONE));
  preloadAnswer(calendarUrl(business, calendarQueryOf(state)));
  return <AdminPageLoading />;
}
