import { ADMIN_BUSINESS_QUERY_PARAM, format, messages } from '@vizitas/shared';
import { adminInvitationList } from '@vizitas/shared/api/admin/client-invitations';
import { AdminPageLoading } from '~/components/layout/admin-page-loading';
import { browserLoadContext } from '~/lib/api/browser-load-context';
import { InvitationsPage } from '~/features/admin-invitations/components/invitations-page';
import type { Route } from './+types/client-invitations';

/**
 * `/administratorius/klientu-kvietimai` (admin_client_invitations): invite the business's existing
 * clients by e-mail (docs/decisions/029); loaded in the browser (decision 024).
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const context = browserLoadContext();
  const linkSlug = new URL(request.url).searchParams.get(ADMIN_BUSINESS_QUERY_PARAM) || null;
  const answer = await context.call(adminInvitationList, { verslas: linkSlug });
  return { linkSlug, invitations: answer.ok ? answer.data : null };
}

export function meta() {
  return [
    { title: format(messages.adminArea.metaTitle, { page: messages.clientInvitations.title, business: messages.adminArea.title }) },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function AdminClientInvitations({ loaderData }: Route.ComponentProps) {
  return (
    <div className="vz-admin-page">
      <h1 className="vz-admin-page__title">{messages.clientInvitations.title}</h1>
      <InvitationsPage key={loaderData.linkSlug ?? ''} linkSlug={loaderData.linkSlug} initial={loaderData.invitations} />
    </div>
  );
}

export function HydrateFallback() {
  return <AdminPageLoading />;
}
