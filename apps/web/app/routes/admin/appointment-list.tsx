import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { ADMIN_BUSINESS_QUERY_PARAM, format, messages } from '@vizitas/shared';
import type { Account } from '@vizitas/shared/schemas/account';
import type { CalendarOptions } from '@vizitas/shared/schemas/schedule';
import { appointmentsUrl, type AdminAppointmentPage } from '~/features/admin-appointments/api/get-appointments';
import { AppointmentListPage } from '~/features/admin-appointments/components/appointment-list-page';
import { parseFilters, sectionQueries } from '~/features/admin-appointments/model/appointment-filters';
import { ADMIN_TIME_ZONE } from '~/features/admin-appointments/model/appointment-format';
import type { Route } from './+types/appointment-list';

/**
 * `/administratorius/vizitai/sarasas` (admin_appointment_list): the first answer of both sections
 * for the URL's filters, rendered on the server; the browser takes the filters and pages from there.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const business = url.searchParams.get(ADMIN_BUSINESS_QUERY_PARAM) || null;
  const filters = parseFilters(url.searchParams);
  const queries = sectionQueries(filters, ADMIN_TIME_ZONE);
  const [pending, others, me] = await Promise.all([
    queries.pending ? context.api<AdminAppointmentPage>('GET', appointmentsUrl(business, queries.pending)) : null,
    queries.others ? context.api<AdminAppointmentPage>('GET', appointmentsUrl(business, queries.others)) : null,
    business ? null : context.api<Account>('GET', '/api/user/profile'),
  ]);
  // The specialists of the filter: the business's public ones.
  const slug = business ?? (me?.ok ? me.data.memberships[0]?.slug : undefined);
  const options = slug ? await context.api<CalendarOptions>('GET', `/api/public/schedule/calendar-options?business=${encodeURIComponent(slug)}`) : null;
  return {
    business,
    initial: { filters, pending: pending?.ok ? pending.data : null, others: others?.ok ? others.data : null },
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
