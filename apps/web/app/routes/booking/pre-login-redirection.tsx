import { redirect } from 'react-router';
import { generatePath, type RouteContext } from '@vizitas/shared';
import { pageContext } from '@vizitas/shared/api/public/page-context';
import { DRAFT_QUERY_PARAM } from '~/features/booking/model/booking-draft';
import type { Route } from './+types/pre-login-redirection';
import type { ChromeHandle } from '~/components/layout/app-shell-layout';

/**
 * `/pre-login-booking-redirection/{slug}` (and its domain variant): where login and registration
 * return a visitor who was booking. The draft lives in the browser's local storage, so this only
 * sends them on to the booking page with `?juodrastis=1`, which restores it at the summary.
 */
/** Someone booking is not interrupted by the review request. */
export const handle: ChromeHandle = { reviewRequest: false };

export async function loader({ params, context }: Route.LoaderArgs) {
  let slug = params.slug;
  let domain: string | null = null;
  if (!slug) {
    const page = await context.call(pageContext);
    slug = page.ok ? page.data.domainBusiness?.slug : undefined;
    domain = page.ok ? (page.data.domainBusiness?.domain ?? null) : null;
    if (!slug) throw new Response('Not Found', { status: 404 });
  }
  const routeContext: RouteContext = { business: { slug, domain }, host: context.host };
  throw redirect(generatePath('new_appointment', { [DRAFT_QUERY_PARAM]: 1 }, routeContext), {
    headers: { 'cache-control': 'no-store' },
  });
}

export default function PreLoginRedirection() {
  return null;
}
