import { ADMIN_BUSINESS_QUERY_PARAM, format, messages } from '@vizitas/shared';
import { adminBookingLink } from '@vizitas/shared/api/admin/booking-link';
import { AdminPageLoading } from '~/components/layout/admin-page-loading';
import { browserLoadContext } from '~/lib/api/browser-load-context';
import { SharePage } from '~/features/admin-share/components/share-page';
import type { Route } from './+types/share-link';

/**
 * `/administratorius/dalintis-nuoroda` (admin_share_link): the booking link to copy and share, its
 * QR code and the embed code (docs/decisions/029); loaded in the browser (decision 024).
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const context = browserLoadContext();
  const linkSlug = new URL(request.url).searchParams.get(ADMIN_BUSINESS_QUERY_PARAM) || null;
  const answer = await context.call(adminBookingLink, { verslas: linkSlug });
  return { linkSlug, link: answer.ok ? answer.data : null };
}

export function meta() {
  return [
    { title: format(messages.adminArea.metaTitle, { page: messages.adminShare.title, business: messages.adminArea.title }) },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function AdminShareLink({ loaderData }: Route.ComponentProps) {
  return (
    <div className="vz-admin-page">
      <h1 className="vz-admin-page__title">{messages.adminShare.title}</h1>
      <SharePage key={loaderData.linkSlug ?? ''} linkSlug={loaderData.linkSlug} initial={loaderData.link} />
    </div>
  );
}

export function HydrateFallback() {
  return <AdminPageLoading />;
}
