import { format, generatePath, messages } from '@vizitas/shared';
import { calendarOptions } from '@vizitas/shared/api/public/schedule';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { BookingPage } from '~/features/booking/components/booking-page';
import type { ChromeHandle } from '~/components/layout/app-shell-layout';
import type { Route } from './+types/booking-embed';

/**
 * `/naujas-vizitas/{slug}/iterpti` (booking_embed): the booking page made for the business's own
 * website, inside its frame (docs/decisions/029). The one page another origin may frame (the
 * server opens `frame-ancestors` for this path alone). No chrome; the customer chooses a service,
 * a specialist and a time here and goes on to the full booking page in a new tab.
 */
export const handle: ChromeHandle = {
  frame: false,
  bottomBar: false,
  phoneRequest: false,
  reviewRequest: false,
  notifications: false,
};

export async function loader({ params, context, url }: Route.LoaderArgs) {
  const result = await context.call(calendarOptions, { query: { business: params.slug } });
  if (result.status === 404 || result.status === 400) throw new Response('Not Found', { status: 404 });
  if (!result.ok) throw new Response('Error', { status: 500 });
  const slug = result.data.business.slug;
  return {
    options: result.data,
    search: url.search,
    fullPage: `${context.origin}${generatePath('new_appointment', { slug })}`,
    links: {
      about: `${context.origin}${generatePath('about', { slug })}`,
      appointments: generatePath('appointment_list', { slug }),
      login: generatePath('login'),
      register: generatePath('register'),
    },
  };
}

/** Moving through the steps changes only the query: the business and its services stay loaded. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod || currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  return false;
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  return [
    { title: format(messages.booking.metaTitle, { business: data.options.business.name }) },
    // The framed copy of the booking page is not a page of its own for search engines.
    { name: 'robots', content: 'noindex' },
  ];
}

export default function BookingEmbed({ loaderData }: Route.ComponentProps) {
  const { options, links, search, fullPage } = loaderData;
  return (
    <BookingPage
      key={options.business.id}
      options={options}
      links={links}
      loggedIn={false}
      restoreDraft={false}
      search={search}
      handOff={fullPage}
    />
  );
}
