import { format, messages } from '@vizitas/shared';
import { operatorBusiness } from '@vizitas/shared/api/operator/businesses';
import { BusinessCardPage } from '~/features/operator-pipeline/components/business-card-page';
import type { Route } from './+types/business';

/** `/operatorius/verslai/{id}` (operator_business): one business's card; an unknown id is the 404 page. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const answer = await context.call(operatorBusiness, { params: { id: params.id } });
  if (answer.status === 400 || answer.status === 404) throw new Response('Not Found', { status: 404 });
  if (!answer.ok) throw new Response('business card unavailable', { status: 500 });
  return { card: answer.data };
}

export function meta({ data }: Route.MetaArgs) {
  const name = data?.card.business.name ?? messages.operatorPipeline.title;
  return [{ title: format(messages.operatorNav.metaTitle, { page: name }) }, { name: 'robots', content: 'noindex' }];
}

export default function OperatorBusiness({ loaderData }: Route.ComponentProps) {
  return <BusinessCardPage key={loaderData.card.business.id} card={loaderData.card} />;
}
