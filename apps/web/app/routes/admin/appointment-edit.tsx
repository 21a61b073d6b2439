import { calendarOptions } from '@vizitas/shared/api/public/schedule';
import { myProfile } from '@vizitas/shared/api/user/profile';
import { ADMIN_BUSINESS_QUERY_PARAM, format, generatePath, messages } from '@vizitas/shared';
import { adminAppointmentDetail, adminAppointmentNote } from '@vizitas/shared/api/admin/appointments';
import { AppointmentEditPage } from '~/features/admin-appointments/components/appointment-edit-page';
import { CREATE_PARAMS, safeReturnPath } from '~/features/admin-appointments/model/appointment-form';
import { ADMIN_TIME_ZONE } from '~/features/admin-appointments/model/appointment-format';
import { browserLoadContext } from '~/lib/api/browser-load-context';
import { AdminPageLoading } from '~/components/layout/admin-page-loading';
import type { Route } from './+types/appointment-edit';

/**
 * `/administratorius/vizitai/{id}/redaguoti` (admin_appointment_edit): the visit with its history,
 * its private note, the business's services and specialists; `?grizti=` is where "Grįžti" leads.
 */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const context = browserLoadContext();
  const url = new URL(request.url);
  const business = url.searchParams.get(ADMIN_BUSINESS_QUERY_PARAM) || null;
  const [detail, note, me] = await Promise.all([
    context.call(adminAppointmentDetail, { verslas: business, params: { id: params.id } }),
    context.call(adminAppointmentNote, { verslas: business, params: { id: params.id } }),
    context.call(myProfile),
  ]);
  // A malformed id (400), another business's or an unknown one (404): not found alike.
  if (detail.status === 400 || detail.status === 404) throw new Response('Not Found', { status: 404 });
  if (!detail.ok) throw new Response('appointment unavailable', { status: 500 });
  const options = await context.call(calendarOptions, { query: { business: detail.data.business.slug } });
  const listHref = generatePath('admin_appointment_list', business ? { slug: business } : {});
  return {
    business,
    appointment: detail.data,
    note: note.ok ? note.data : null,
    options: options.ok ? options.data : null,
    meId: me.ok ? me.data.id : null,
    backHref: safeReturnPath(url.searchParams.get(CREATE_PARAMS.back), listHref),
    nowMs: Date.now(),
  };
}

export function meta() {
  return [
    {
      title: format(messages.adminArea.metaTitle, {
        page: messages.adminAppointments.edit.metaTitle,
        business: messages.adminArea.title,
      }),
    },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function AdminAppointmentEdit({ loaderData }: Route.ComponentProps) {
  return <AppointmentEditPage key={loaderData.appointment.id} {...loaderData} timeZone={ADMIN_TIME_ZONE} />;
}

/** The server renders the admin frame around this; the page itself is loaded in the browser. */
export function HydrateFallback() {
  return <AdminPageLoading />;
}
