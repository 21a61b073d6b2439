import { useRouteLoaderData, useSearchParams, type ShouldRevalidateFunctionArgs } from 'react-router';
import { ADMIN_BUSINESS_QUERY_PARAM, format, messages } from '@vizitas/shared';
import { AdminPageLoading } from '~/components/layout/admin-page-loading';
import { preloadAnswer } from '~/lib/api/preload-answer';
import { bookingOptionsUrl, useBookingOptions } from '~/features/admin-appointments/api/get-booking-options';
import { appointmentsUrl } from '~/features/admin-appointments/api/get-appointments';
import { AppointmentListPage } from '~/features/admin-appointments/components/appointment-list-page';
import { parseFilters, sectionQueries } from '~/features/admin-appointments/model/appointment-filters';
import { ADMIN_TIME_ZONE } from '~/features/admin-appointments/model/appointment-format';
import type { Route } from './+types/appointment-list';

/** The admin layout's answer: the business the page acts in. */
function useLayoutBusinessSlug(): string {
  const layout = useRouteLoaderData<{ business: { slug: string } | null }>('routes/admin/layout');
  return layout?.business?.slug ?? '';
}

/**
 * `/administratorius/vizitai/sarasas` (admin_appointment_list): the page is drawn in the browser;
 * the server renders the admin frame and has the browser preload both sections' answers and the
 * business's specialists (docs/decisions/024).
 */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return { business: new URL(request.url).searchParams.get(ADMIN_BUSINESS_QUERY_PARAM) || null };
}

/** Filters and pages change only the search: the browser fetches them, the loader does not run again. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const sameBusiness = currentUrl.searchParams.get(ADMIN_BUSINESS_QUERY_PARAM) === nextUrl.searchParams.get(ADMIN_BUSINESS_QUERY_PARAM);
  if ((!formMethod || formMethod === 'GET') && currentUrl.pathname === nextUrl.pathname && sameBusiness) return false;
  return defaultShouldRevalidate;
}

export function meta() {
  return [
    { title: format(messages.adminArea.metaTitle, { page: messages.adminAppointments.listTitle, business: messages.adminArea.title }) },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function AdminAppointmentList({ loaderData }: Route.ComponentProps) {
  const slug = useLayoutBusinessSlug();
  // The specialists of the filter: the business's public ones.
  const options = useBookingOptions(slug, null);
  const specialists = (options.data?.specialists ?? []).map((s) => ({ id: s.id, name: s.name }));
  return <AppointmentListPage key={loaderData.business ?? ''} business={loaderData.business} specialists={specialists} />;
}

/** On the server: the frame, and the answers the page will ask for, preloaded. */
export function HydrateFallback() {
  const [search] = useSearchParams();
  const business = search.get(ADMIN_BUSINESS_QUERY_PARAM) || null;
  const queries = sectionQueries(parseFilters(search), ADMIN_TIME_ZONE);
  if (queries.pending) preloadAnswer(appointmentsUrl(business, queries.pending));
  if (queries.others) preloadAnswer(appointmentsUrl(business, queries.others));
  const slug = useLayoutBusinessSlug();
  if (slug) preloadAnswer(bookingOptionsUrl(slug));
  return <AdminPageLoading />;
}
