import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { ADMIN_BUSINESS_QUERY_PARAM, format, messages } from '@vizitas/shared';
import { adminClientList } from '@vizitas/shared/api/admin/clients';
import { ClientListPage } from '~/features/admin-clients/components/client-list-page';
import { clientQuery, parseClientSearch } from '~/features/admin-clients/model/client-search';
import { browserLoadContext } from '~/lib/api/browser-load-context';
import { AdminPageLoading } from '~/components/layout/admin-page-loading';
import type { Route } from './+types/client-list';

/**
 * `/administratorius/klientai` (admin_client_cards): the first answer for the URL's search,
 * rendered on the server; the browser takes the search and pages from there.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const context = browserLoadContext();
  const url = new URL(request.url);
  const business = url.searchParams.get(ADMIN_BUSINESS_QUERY_PARAM) || null;
  const search = parseClientSearch(url.searchParams);
  const page = await context.call(adminClientList, { verslas: business, query: clientQuery(search) });
  return { business, initial: { search, page: page.ok ? page.data : null } };
}

/** The search and the pages change only the list: the browser fetches them, the loader does not run again. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const sameBusiness = currentUrl.searchParams.get(ADMIN_BUSINESS_QUERY_PARAM) === nextUrl.searchParams.get(ADMIN_BUSINESS_QUERY_PARAM);
  if ((!formMethod || formMethod === 'GET') && currentUrl.pathname === nextUrl.pathname && sameBusiness) return false;
  return defaultShouldRevalidate;
}

export function meta() {
  return [
    { title: format(messages.adminArea.metaTitle, { page: messages.adminClients.listTitle, business: messages.adminArea.title }) },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function AdminClientList({ loaderData }: Route.ComponentProps) {
  return <ClientListPage key={loaderData.business ?? ''} {...loaderData} />;
}

/** The server renders the admin frame around this; the page itself is loaded in the browser. */
export function HydrateFallback() {
  return <AdminPageLoading />;
}
