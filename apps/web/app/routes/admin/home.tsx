import { redirect } from 'react-router';
import { ADMIN_BUSINESS_QUERY_PARAM, generatePath } from '@vizitas/shared';
import type { Route } from './+types/home';

/** `/administratorius`: the appointment list is the admin area's first page. */
export function loader({ request }: Route.LoaderArgs) {
  const slug = new URL(request.url).searchParams.get(ADMIN_BUSINESS_QUERY_PARAM);
  throw redirect(generatePath('admin_appointment_list', slug ? { slug } : {}));
}

export default function AdminHome() {
  return null;
}
