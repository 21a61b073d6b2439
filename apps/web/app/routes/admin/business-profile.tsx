import { ADMIN_BUSINESS_QUERY_PARAM, format, messages } from '@vizitas/shared';
import { adminBusinessProfile } from '@vizitas/shared/api/admin/business-profile';
import { adminInstructions } from '@vizitas/shared/api/admin/instructions';
import { AdminPageLoading } from '~/components/layout/admin-page-loading';
import { browserLoadContext } from '~/lib/api/browser-load-context';
import { ProfilePage } from '~/features/admin-profile/components/profile-page';
import type { Route } from './+types/business-profile';

/**
 * `/administratorius/profilis` (admin_business_profile, docs/decisions/026): the business's
 * profile, logo and profile photo, loaded in the browser (decision 024): the page's business
 * (`?verslas=` or the member's first) is named by the checklist's answer, its profile by its id.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const context = browserLoadContext();
  const linkSlug = new URL(request.url).searchParams.get(ADMIN_BUSINESS_QUERY_PARAM) || null;
  const business = await context.call(adminInstructions, { verslas: linkSlug });
  if (!business.ok) throw new Response('business unavailable', { status: business.status === 403 ? 403 : 500 });
  const profile = await context.call(adminBusinessProfile, { params: { id: business.data.business.id } });
  if (!profile.ok) throw new Response('profile unavailable', { status: 500 });
  return { profile: profile.data };
}

export function meta() {
  return [
    { title: format(messages.adminArea.metaTitle, { page: messages.adminProfile.title, business: messages.adminArea.title }) },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function AdminBusinessProfile({ loaderData }: Route.ComponentProps) {
  return <ProfilePage key={loaderData.profile.id} initial={loaderData.profile} />;
}

/** The server renders the admin frame around this; the page itself is loaded in the browser. */
export function HydrateFallback() {
  return <AdminPageLoading />;
}
