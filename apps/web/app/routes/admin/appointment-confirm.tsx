import { format, messages } from '@vizitas/shared';
import { AppointmentActionPage } from '~/features/admin-appointments/components/appointment-action-page';
import { loadAppointmentAction } from './appointment-action.server';
import type { Route } from './+types/appointment-confirm';

/** `/administratorius/vizitai/{id}/patvirtinti` (admin_appointment_confirm): the visit and one button (a mail's link leads here). */
export function loader({ url, context, params }: Route.LoaderArgs) {
  return loadAppointmentAction(url, context, params.id);
}

export function meta() {
  return [
    { title: format(messages.adminArea.metaTitle, { page: messages.adminAppointments.confirmPage.metaTitle, business: messages.adminArea.title }) },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function AdminAppointmentConfirm({ loaderData }: Route.ComponentProps) {
  return <AppointmentActionPage key={loaderData.appointment.id} action="confirm" {...loaderData} />;
}
