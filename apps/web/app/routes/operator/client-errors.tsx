import { format, messages } from '@vizitas/shared';
import { clientErrorGroups } from '@vizitas/shared/api/operator/console';
import { ClientErrorsPage } from '~/features/operator-errors/components/client-errors-page';
import type { Route } from './+types/client-errors';

/** `/operatorius/klaidos` (operator_client_errors): the browsers' errors, grouped. */
export async function loader({ context }: Route.LoaderArgs) {
  const groups = await context.call(clientErrorGroups);
  return { groups: groups.ok ? groups.data : null };
}

export function meta() {
  return [
    { title: format(messages.operatorNav.metaTitle, { page: messages.operatorClientErrors.title }) },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function OperatorClientErrors({ loaderData }: Route.ComponentProps) {
  return <ClientErrorsPage groups={loaderData.groups} />;
}
