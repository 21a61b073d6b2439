import { ADMIN_BUSINESS_QUERY_PARAM, format, messages } from '@vizitas/shared';
import { adminGallery } from '@vizitas/shared/api/admin/gallery-images';
import { AdminPageLoading } from '~/components/layout/admin-page-loading';
import { browserLoadContext } from '~/lib/api/browser-load-context';
import { GalleryPage } from '~/features/admin-gallery/components/gallery-page';
import type { Route } from './+types/gallery';

/**
 * `/administratorius/galerija` (admin_gallery, docs/decisions/026): the business's photos,
 * loaded in the browser like every admin page's content (decision 024).
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const context = browserLoadContext();
  const business = new URL(request.url).searchParams.get(ADMIN_BUSINESS_QUERY_PARAM) || null;
  const answer = await context.call(adminGallery, { verslas: business });
  return { business, gallery: answer.ok ? answer.data : null };
}

export function meta() {
  return [
    { title: format(messages.adminArea.metaTitle, { page: messages.adminGallery.title, business: messages.adminArea.title }) },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function AdminGallery({ loaderData }: Route.ComponentProps) {
  return <GalleryPage key={loaderData.business ?? ''} business={loaderData.business} initial={loaderData.gallery} />;
}

/** The server renders the admin frame around this; the page itself is loaded in the browser. */
export function HydrateFallback() {
  return <AdminPageLoading />;
}
