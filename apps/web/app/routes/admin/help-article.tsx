import { useRevalidator } from 'react-router';
import { ADMIN_BUSINESS_QUERY_PARAM, format, messages } from '@vizitas/shared';
import { adminHelpArticle } from '@vizitas/shared/api/admin/help';
import { AdminPageLoading } from '~/components/layout/admin-page-loading';
import { browserLoadContext } from '~/lib/api/browser-load-context';
import { HelpArticlePage } from '~/features/admin-help/components/help-pages';
import type { Route } from './+types/help-article';

/** `/administratorius/pagalba/straipsnis/{article}` (admin_help_article): one help article (docs/decisions/029). */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const linkSlug = new URL(request.url).searchParams.get(ADMIN_BUSINESS_QUERY_PARAM) || null;
  const answer = await browserLoadContext().call(adminHelpArticle, { verslas: linkSlug, params: { slug: params.article } });
  return {
    linkSlug,
    article: answer.ok ? answer.data : null,
    // A slug of no article (or not an article's shape at all) is "not found", not a failure.
    notFound: answer.status === 404 || answer.status === 400,
  };
}

export function meta({ data }: Route.MetaArgs) {
  const page = data?.article?.title ?? messages.adminHelp.title;
  return [
    { title: format(messages.adminArea.metaTitle, { page, business: messages.adminArea.title }) },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function AdminHelpArticle({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  return (
    <div className="vz-admin-page">
      <h1 className="vz-admin-page__title">{loaderData.article?.title ?? messages.adminHelp.title}</h1>
      <HelpArticlePage {...loaderData} onRetry={() => void revalidator.revalidate()} />
    </div>
  );
}

export function HydrateFallback() {
  return <AdminPageLoading />;
}
