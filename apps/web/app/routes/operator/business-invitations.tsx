import { format, messages } from '@vizitas/shared';
import { operatorBusinessInvitations } from '@vizitas/shared/api/operator/business-invitations';
import { BusinessInvitationsPage } from '~/features/operator-invitations/components/business-invitations-page';
import type { Route } from './+types/business-invitations';

/** `/operatorius/kvietimai` (operator_business_invitations): invite a new business, the last invitations. */
export async function loader({ context }: Route.LoaderArgs) {
  const invitations = await context.call(operatorBusinessInvitations);
  return { invitations: invitations.ok ? invitations.data : null };
}

export function meta() {
  return [
    { title: format(messages.operatorNav.metaTitle, { page: messages.businessInvitations.title }) },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function OperatorBusinessInvitations({ loaderData }: Route.ComponentProps) {
  return <BusinessInvitationsPage invitations={loaderData.invitations} />;
}
