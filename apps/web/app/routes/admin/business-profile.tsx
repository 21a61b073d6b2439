import { ADMIN_BUSINESS_QUERY_PARAM, format, generatePath, messages } from '@vizitas/shared';
import type { Instructions } from '@vizitas/shared/schemas/admin/onboarding';
import { AdminPageLoading } from '~/components/layout/admin-page-loading';
import { adminApiUrl } from '~/lib/api/admin-api-url';
import { browserLoadContext } from '~/lib/api/browser-load-context';
import { businessProfileUrl, type BusinessProfile } from '~/features/admin-profile/api/get-business-profile';
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
  const business = await context.api<Instructions>('GET', adminApiUrl(generatePath('admin_instructions'), linkSlug));
  if (!business.ok) throw new Response('business unavailable', { status: business.status === 403 ? 403 : 500 });
  const profile = await context.api<BusinessProfile>('GET', businessProfileUrl(business.data.business.id));
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
