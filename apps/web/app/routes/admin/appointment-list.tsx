import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { ADMIN_BUSINESS_QUERY_PARAM, format, messages } from '@vizitas/shared';
import type { AdminShell } from '@vizitas/shared/schemas/admin/shell';
import type { CalendarOptions } from '@vizitas/shared/schemas/schedule';
import { ADMIN_SHELL_API, adminApiUrl } from '~/features/admin-appointments/api/keys';
import { AppointmentListPage } from '~/features/admin-appointments/components/appointment-list-page';
import type { Route } from './+types/appointment-list';

/**
 * `/administratorius/vizitai/sarasas` (admin_appointment_list): the server renders the frame and
 * the filters for the URL and asks the browser to preload both sections' answers
 * (docs/decisions/024); the browser shows the rows and fetches other filters and pages.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const business = url.searchParams.get(ADMIN_BUSINESS_QUERY_PARAM) || null;
  // The layout's answer (one call per render): the business of the page.
  const shell = await context.api<AdminShell>('GET', adminApiUrl(ADMIN_SHELL_API, business));
  const slug = shell.ok ? shell.data.business?.slug : undefined;
  // The specialists of the filter: the business's public ones (an answer the server keeps).
  const options = slug ? await context.api<CalendarOptions>('GET', `/api/public/schedule/calendar-options?business=${encodeURIComponent(slug)}`) : null;
  return {
    business,
    specialists: options?.ok ? options.data.specialists.map((s) => ({ id: s.id, name: s.name })) : [],
  };
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
  return <AppointmentListPage key={loaderData.business ?? ''} {...loaderData} />;
}
