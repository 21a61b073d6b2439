import { calendarOptions } from '@vizitas/shared/api/public/schedule';
import { myProfile } from '@vizitas/shared/api/user/profile';
import { ADMIN_BUSINESS_QUERY_PARAM, format, generatePath, messages } from '@vizitas/shared';
import { AppointmentCreatePage } from '~/features/admin-appointments/components/appointment-create-page';
import { CREATE_PARAMS, parseCreatePrefill, safeReturnPath } from '~/features/admin-appointments/model/appointment-form';
import { ADMIN_TIME_ZONE } from '~/features/admin-appointments/model/appointment-format';
import { browserLoadContext } from '~/lib/api/browser-load-context';
import { AdminPageLoading } from '~/components/layout/admin-page-loading';
import type { Route } from './+types/appointment-create';

/**
 * `/administratorius/vizitai/sukurti` (admin_appointment_create): a walk-in or phone booking.
 * `?pradzia=&specialistas=` prefill it (the calendar's click on an empty time); `?grizti=` is where
 * it returns (a path of this site; the list by default).
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const context = browserLoadContext();
  const url = new URL(request.url);
  const business = url.searchParams.get(ADMIN_BUSINESS_QUERY_PARAM) || null;
  const me = business ? null : await context.call(myProfile);
  const slug = business ?? (me?.ok ? me.data.memberships[0]?.slug : undefined) ?? '';
  const options = slug ? await context.call(calendarOptions, { query: { business: slug } }) : null;
  const listHref = generatePath('admin_appointment_list', business ? { slug: business } : {});
  return {
    business,
    slug,
    options: options?.ok ? options.data : null,
    prefill: parseCreatePrefill(url.searchParams, ADMIN_TIME_ZONE),
    backHref: safeReturnPath(url.searchParams.get(CREATE_PARAMS.back), listHref),
  };
}

export function meta() {
  return [
    {
      title: format(messages.adminArea.metaTitle, {
        page: messages.adminAppointments.create.metaTitle,
        business: messages.adminArea.title,
      }),
    },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function AdminAppointmentCreate({ loaderData }: Route.ComponentProps) {
  return <AppointmentCreatePage key={loaderData.business ?? ''} {...loaderData} timeZone={ADMIN_TIME_ZONE} />;
}

/** The server renders the admin frame around this; the page itself is loaded in the browser. */
export function HydrateFallback() {
  return <AdminPageLoading />;
}
