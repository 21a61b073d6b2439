import { redirect } from 'react-router';
import { BRAND, format, generatePath, messages, type RouteContext } from '@vizitas/shared';
import { customerVisits } from '@vizitas/shared/api/user/appointments';
import { pageContext } from '@vizitas/shared/api/public/page-context';
import { VisitsPage } from '~/features/visits/components/visits-page';
import type { Route } from './+types/visits';

/**
 * `/vizitai`: all the customer's visits; `/vizitai/{slug}`: those at one business; on a
 * business's own domain `/vizitai` is that business's. Logged-in only (visitors go to log in and
 * come back). The first page of each section is rendered on the server.
 */
export async function loader({ params, context, url }: Route.LoaderArgs) {
  let slug = params.slug;
  if (!slug) {
    const page = await context.call(pageContext);
    slug = page.ok ? page.data.domainBusiness?.slug : undefined;
  }
  const visits = (scope: 'upcoming' | 'past') =>
    context.call(customerVisits, { query: { scope, ...(slug ? { business: slug } : {}) } });
  const [upcoming, past] = await Promise.all([visits('upcoming'), visits('past')]);
  if (upcoming.status === 401 || past.status === 401) {
    throw redirect(generatePath('login', { redirect: `${url.pathname}${url.search}` }));
  }
  if ([upcoming.status, past.status].some((status) => status === 404 || status === 400)) {
    throw new Response('Not Found', { status: 404 });
  }
  // Another failure shows the page with its error state and a retry, not an error page.
  const business = (upcoming.ok ? upcoming.data.business : past.ok ? past.data.business : null) ?? null;
  const routeContext: RouteContext = business
    ? { business: { slug: business.slug, domain: business.domain }, host: context.host }
    : { host: context.host };
  const onOwnDomain = business !== null && business.domain !== null && business.domain === context.host;
  return {
    business,
    upcoming: upcoming.ok ? upcoming.data : null,
    past: past.ok ? past.data : null,
    host: context.host,
    links: {
      search: generatePath('home'),
      // The list of one business links to all the visits (not on the business's own domain).
      allVisits: business && !onOwnDomain ? generatePath('my_appointments') : null,
      book: business ? generatePath('new_appointment', {}, routeContext) : null,
    },
  };
}

export function meta({ data }: Route.MetaArgs) {
  const title = data?.business
    ? format(messages.visits.metaTitleAt, { business: data.business.name })
    : format(messages.visits.metaTitle, { brand: BRAND.name });
  return [{ title }, { name: 'robots', content: 'noindex' }];
}

export default function Visits({ loaderData }: Route.ComponentProps) {
  const { business, upcoming, past, host, links } = loaderData;
  return <VisitsPage key={business?.id ?? 'all'} business={business} upcoming={upcoming} past={past} host={host} links={links} />;
}
