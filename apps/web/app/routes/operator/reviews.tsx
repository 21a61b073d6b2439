import { format, messages } from '@vizitas/shared';
import { operatorReviews } from '@vizitas/shared/api/operator/reviews';
import { OperatorReviewsPage, operatorReviewsSearch } from '~/features/review-moderation/components/operator-reviews-page';
import type { Route } from './+types/reviews';

/** `/operatorius/atsiliepimai` (operator_reviews): every review, the businesses' reports first; `?rodyti=paslepti`, `?puslapis=`. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const reviews = await context.call(operatorReviews, { query: operatorReviewsSearch(url.searchParams) });
  return { reviews: reviews.ok ? reviews.data : null };
}

export function meta() {
  return [
    { title: format(messages.operatorNav.metaTitle, { page: messages.reviewModeration.operatorTitle }) },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function OperatorReviews({ loaderData }: Route.ComponentProps) {
  return <OperatorReviewsPage reviews={loaderData.reviews} />;
}
