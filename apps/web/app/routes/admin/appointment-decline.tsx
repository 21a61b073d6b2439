import { format, messages } from '@vizitas/shared';
import { AppointmentActionPage } from '~/features/admin-appointments/components/appointment-action-page';
import { loadAppointmentAction } from './appointment-action.server';
import type { Route } from './+types/appointment-decline';

/** `/administratorius/vizitai/{id}/atmesti` (admin_appointment_decline): the visit and one button (a mail's link leads here). */
export function loader({ url, context, params }: Route.LoaderArgs) {
  return loadAppointmentAction(url, context, params.id);
}

export function meta() {
  return [
    { title: format(messages.adminArea.metaTitle, { page: messages.adminAppointments.declinePage.metaTitle, business: messages.adminArea.title }) },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function AdminAppointmentDecline({ loaderData }: Route.ComponentProps) {
  return <AppointmentActionPage key={loaderData.appointment.id} action="decline" {...loaderData} />;
}
