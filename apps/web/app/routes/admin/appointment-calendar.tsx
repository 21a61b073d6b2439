import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { localDateOf } from '@vizitas/booking-engine';
import { ADMIN_BUSINESS_QUERY_PARAM, format, messages } from '@vizitas/shared';
import { CalendarPage } from '~/features/admin-appointments/components/calendar-page';
import { ADMIN_TIME_ZONE } from '~/features/admin-appointments/model/appointment-format';
import type { Route } from './+types/appointment-calendar';

/**
 * `/administratorius/vizitai/kalendorius` (admin_appointment_calendar): the server renders the
 * toolbar for the URL's day or week and asks the browser to preload its answer
 * (docs/decisions/024); the browser draws the calendar.
 */
export function loader({ request }: Route.LoaderArgs) {
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
