import { ADMIN_BUSINESS_QUERY_PARAM, format, generatePath, messages } from '@vizitas/shared';
import { adminReviews } from '@vizitas/shared/api/admin/reviews';
import { useAdminAccess } from '~/components/layout/admin-access';
import { AdminPageLoading } from '~/components/layout/admin-page-loading';
import { browserLoadContext } from '~/lib/api/browser-load-context';
import { AdminReviewsPage } from '~/features/review-moderation/components/admin-reviews-page';
import type { Route } from './+types/reviews';

/**
 * `/administratorius/atsiliepimai` (admin_reviews): the business's reviews, hidden ones with the
 * operator's reason (`?puslapis=`); the owner reports one. Loaded in the browser (decision 024).
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const linkSlug = url.searchParams.get(ADMIN_BUSINESS_QUERY_PARAM) || null;
  const asked = Number(url.searchParams.get('puslapis') ?? '1');
  const page = Number.isInteger(asked) && asked >= 1 && asked <= 10_000 ? asked : 1;
  const answer = await browserLoadContext().call(adminReviews, { verslas: linkSlug, query: { page } });
  return { linkSlug, reviews: answer.ok ? answer.data : null };
}

export function meta() {
  return [
    {
      title: format(messages.adminArea.metaTitle, {
        page: messages.reviewModeration.adminTitle,
        business: messages.adminArea.title,
      }),
    },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function AdminReviews({ loaderData }: Route.ComponentProps) {
  const { canManageSettings } = useAdminAccess();
  const { linkSlug } = loaderData;
  const pageHref = (page: number) => {
    const href = generatePath('admin_reviews', linkSlug ? { slug: linkSlug } : {});
    return page > 1 ? `${href}${href.includes('?') ? '&' : '?'}puslapis=${page}` : href;
  };
  return <AdminReviewsPage reviews={loaderData.reviews} linkSlug={linkSlug} canReport={canManageSettings} pageHref={pageHref} />;
}

export function HydrateFallback() {
  return <AdminPageLoading />;
}
