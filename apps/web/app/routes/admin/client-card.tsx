import { ADMIN_BUSINESS_QUERY_PARAM, format, generatePath, messages } from '@vizitas/shared';
import { adminClientCard } from '@vizitas/shared/api/admin/clients';
import { ClientCardPage } from '~/features/admin-clients/components/client-card-page';
import { browserLoadContext } from '~/lib/api/browser-load-context';
import { AdminPageLoading } from '~/components/layout/admin-page-loading';
import type { Route } from './+types/client-card';

/**
 * `/administratorius/klientai/{id}` (admin_client_card): one client's card. A malformed id, a
 * customer who never booked this business or one of another business: the 404 page alike.
 */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const context = browserLoadContext();
  const business = new URL(request.url).searchParams.get(ADMIN_BUSINESS_QUERY_PARAM) || null;
  const result = await context.call(adminClientCard, { verslas: business, params: { id: params.id } });
  if (result.status === 400 || result.status === 404) throw new Response('Not Found', { status: 404 });
  if (!result.ok) throw new Response('client card unavailable', { status: 500 });
  return {
    business,
    userId: params.id,
    initial: result.data,
    listHref: generatePath('admin_client_cards', business ? { slug: business } : {}),
  };
}

export function meta({ data }: Route.MetaArgs) {
  const page = data?.initial.client.name ?? messages.adminClients.listTitle;
  return [{ title: format(messages.adminArea.metaTitle, { page, business: messages.adminArea.title }) }, { name: 'robots', content: 'noindex' }];
}

export default function AdminClientCardRoute({ loaderData }: Route.ComponentProps) {
  return <ClientCardPage key={`${loaderData.business ?? ''}:${loaderData.userId}`} {...loaderData} />;
}

/** The server renders the admin frame around this; the page itself is loaded in the browser. */
export function HydrateFallback() {
  return <AdminPageLoading />;
}
