import { bookingAccess } from '@vizitas/shared/api/user/appointments';
import { format, generatePath, messages, type RouteContext } from '@vizitas/shared';
import { calendarOptions } from '@vizitas/shared/api/public/schedule';
import { pageContext } from '@vizitas/shared/api/public/page-context';
import { BookingPage } from '~/features/booking/components/booking-page';
import { DRAFT_QUERY_PARAM } from '~/features/booking/model/booking-draft';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { seo } from '~/lib/seo';
import type { Route } from './+types/new-appointment';
import type { ChromeHandle } from '~/components/layout/app-shell-layout';

/**
 * `/naujas-vizitas/{slug}`, and `/naujas-vizitas` on a business's own domain: the customer's
 * booking flow. The server renders the business and its services; the steps run in the browser.
 */
/** Someone booking is not interrupted by the review request. */
export const handle: ChromeHandle = { reviewRequest: false };

export async function loader({ params, context, url }: Route.LoaderArgs) {
  const page = await context.call(pageContext);
  const domainBusiness = page.ok ? page.data.domainBusiness : null;
  const slug = params.slug ?? domainBusiness?.slug;
  if (!slug) throw new Response('Not Found', { status: 404 });

  const result = await context.call(calendarOptions, { query: { business: slug } });
  if (result.status === 404 || result.status === 400) throw new Response('Not Found', { status: 404 });
  if (!result.ok) throw new Response('Error', { status: 500 });
  const options = result.data;
  const loggedIn = page.ok && page.data.user !== null;
  // A client the business blocked is told at the first step (the booking would refuse her anyway).
  const access = loggedIn
    ? await context.call(bookingAccess, { query: { business: options.business.slug } })
    : null;

  const domain = domainBusiness && domainBusiness.slug === options.business.slug ? domainBusiness.domain : null;
  const routeContext: RouteContext = { business: { slug: options.business.slug, domain }, host: context.host };
  const preLogin = generatePath('pre_login_booking_redirection', {}, routeContext);
  return {
    options,
    loggedIn,
    blocked: access !== null && access.ok && !access.data.bookable,
    restoreDraft: url.searchParams.has(DRAFT_QUERY_PARAM),
    // The choices kept in the address (Back, Forward, reload, a shared link) are rendered at once.
    search: url.search,
    url: `${context.origin}${generatePath('new_appointment', {}, routeContext)}`,
    links: {
      about: generatePath('about', {}, routeContext),
      appointments: generatePath('appointment_list', {}, routeContext),
      login: generatePath('login', { redirect: preLogin }),
      register: generatePath('register', { redirect: preLogin }),
    },
  };
}

/**
 * The booking keeps its choices in the address's query: moving through the steps, Back and
 * Forward change only the query, and the business and its services stay as they were loaded.
 */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod || currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  return false;
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  const { options, url } = data;
  const names = options.services.map((service) => service.name);
  const list = names.slice(0, 6).join(', ') + (names.length > 6 ? '…' : names.length > 0 ? '.' : '');
  return seo({
    title: format(messages.booking.metaTitle, { business: options.business.name }),
    description: format(messages.booking.metaDescription, { business: options.business.name, services: list }).trim(),
    url,
  });
}

export default function NewAppointment({ loaderData }: Route.ComponentProps) {
  const { options, links, loggedIn, restoreDraft, search, blocked } = loaderData;
  return (
    <BookingPage
      key={options.business.id}
      options={options}
      links={links}
      loggedIn={loggedIn}
      restoreDraft={restoreDraft}
      search={search}
      blocked={blocked}
    />
  );
}
