import { useRevalidator } from 'react-router';
import { ADMIN_BUSINESS_QUERY_PARAM, format, messages } from '@vizitas/shared';
import { adminHelpArticles } from '@vizitas/shared/api/admin/help';
import { AdminPageLoading } from '~/components/layout/admin-page-loading';
import { browserLoadContext } from '~/lib/api/browser-load-context';
import { helpSearch } from '~/features/admin-help/api/help-articles';
import { HelpListPage } from '~/features/admin-help/components/help-pages';
import type { Route } from './+types/help-list';

/**
 * `/administratorius/pagalba/sarasas` (admin_help_list, seed 2.1): the help articles, searched by
 * `?q=` (docs/decisions/029). The navbar's „Pagalba“ opens it; loaded in the browser (decision 024).
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const linkSlug = url.searchParams.get(ADMIN_BUSINESS_QUERY_PARAM) || null;
  const query = url.searchParams.get('q') ?? '';
  const answer = await browserLoadContext().call(adminHelpArticles, { verslas: linkSlug, query: helpSearch(query) });
  return { linkSlug, query, articles: answer.ok ? answer.data : null };
}

export function meta() {
  return [
    { title: format(messages.adminArea.metaTitle, { page: messages.adminHelp.title, business: messages.adminArea.title }) },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function AdminHelpList({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  return (
    <div className="vz-admin-page">
      <h1 className="vz-admin-page__title">{messages.adminHelp.title}</h1>
      <HelpListPage {...loaderData} onRetry={() => void revalidator.revalidate()} />
    </div>
  );
}

export function HydrateFallback() {
  return <AdminPageLoading />;
}
