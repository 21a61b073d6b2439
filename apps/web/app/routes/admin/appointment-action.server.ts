import { ADMIN_BUSINESS_QUERY_PARAM, generatePath } from '@vizitas/shared';
import type { PageLoadContext } from '@vizitas/shared/load-context';
import { adminAppointmentDetail } from '@vizitas/shared/api/admin/appointments';

/** The loader of the confirm and decline pages: the appointment, or the 404 page. */
export async function loadAppointmentAction(url: URL, context: PageLoadContext, id: string) {
  const business = url.searchParams.get(ADMIN_BUSINESS_QUERY_PARAM) || null;
  const result = await context.call(adminAppointmentDetail, { verslas: business, params: { id } });
  // A malformed id (400), another business's or an unknown one (404): not found alike.
  if (result.status === 400 || result.status === 404) throw new Response('Not Found', { status: 404 });
  if (!result.ok) throw new Response('appointment unavailable', { status: 500 });
  return {
    business,
    appointment: result.data,
    listHref: generatePath('admin_appointment_list', business ? { slug: business } : {}),
  };
}
