import { ADMIN_BUSINESS_QUERY_PARAM, format, messages } from '@vizitas/shared';
import { adminInstructions } from '@vizitas/shared/api/admin/instructions';
import { AdminPageLoading } from '~/components/layout/admin-page-loading';
import { browserLoadContext } from '~/lib/api/browser-load-context';
import { OnboardingChecklist } from '~/features/admin-onboarding/components/onboarding-checklist';
import type { Route } from './+types/home';

/**
 * `/administratorius` (admin_home): the admin area's first page, the onboarding checklist
 * (docs/decisions/022). The layout has already checked the login and the membership on the
 * server; the checklist is loaded in the browser like every admin page's content (decision 024).
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const context = browserLoadContext();
  const linkSlug = new URL(request.url).searchParams.get(ADMIN_BUSINESS_QUERY_PARAM) || null;
  const answer = await context.call(adminInstructions, { verslas: linkSlug });
  return { linkSlug, instructions: answer.ok ? answer.data : null };
}

export function meta() {
  return [
    { title: format(messages.adminArea.metaTitle, { page: messages.onboarding.title, business: messages.adminArea.title }) },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function AdminHome({ loaderData }: Route.ComponentProps) {
  return (
    <div className="vz-admin-page">
      <h1 className="vz-admin-page__title">{messages.onboarding.title}</h1>
      <OnboardingChecklist key={loaderData.linkSlug ?? ''} linkSlug={loaderData.linkSlug} initial={loaderData.instructions} />
    </div>
  );
}

/** The server renders the admin frame around this; the checklist is loaded in the browser. */
export function HydrateFallback() {
  return <AdminPageLoading />;
}
