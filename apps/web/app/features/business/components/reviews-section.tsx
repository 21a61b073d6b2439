import { useState } from 'react';
import { messages } from '@vizitas/shared';
import type { PublicReview, ReviewPage } from '@vizitas/shared/schemas/review';
import { fetchReviewPage } from '~/features/business/api/business-api';
import { formatReviewDate, ratingSummaryText } from '~/features/business/model/business-format';
import { Stars } from './stars';

function ReviewItem({ review }: { review: PublicReview }) {
  return (
    <li className="vz-biz-review">
      <div className="vz-biz-review__head">
        <strong>{review.authorName}</strong>
        <Stars rating={review.rating} size="sm" />
        <time className="vz-biz-muted" dateTime={review.createdAt}>
          {formatReviewDate(review.createdAt)}
        </time>
      </div>
      {review.comment ? <p className="vz-biz-review__text">{review.comment}</p> : null}
    </li>
  );
}

/** The average and count, then the newest reviews with "show more". */
export function ReviewsSection({ slug, initial }: { slug: string; initial: ReviewPage }) {
  const [items, setItems] = useState(initial.items);
  const [page, setPage] = useState(initial.page);
  const [hasMore, setHasMore] = useState(initial.hasMore);
  const [state, setState] = useState<'idle' | 'loading' | 'error'>('idle');
  const { average, count } = initial.rating;

  const showMore = () => {
    setState('loading');
    fetchReviewPage(slug, page + 1, initial.pageSize)
      .then((next) => {
        setItems((current) => [...current, ...next.items.filter((item) => !current.some((known) => known.id === item.id))]);
        setPage(next.page);
        setHasMore(next.hasMore);
        setState('idle');
      })
      .catch(() => setState('error'));
  };

  return (
    <section className="vz-biz-section" id="atsiliepimai" aria-labelledby="vz-biz-reviews-title">
      <h2 id="vz-biz-reviews-title" className="vz-biz-h2">
        {messages.business.reviews}
      </h2>
      {average !== null && count > 0 ? (
        <p className="vz-biz-rating">
          <Stars rating={average} size="lg" />
          <span>{ratingSummaryText(average, count)}</span>
        </p>
      ) : (
        <p className="vz-biz-muted">{messages.business.noReviews}</p>
      )}
      {items.length > 0 ? (
        <ul className="vz-biz-reviews">
          {items.map((review) => (
            <ReviewItem key={review.id} review={review} />
          ))}
        </ul>
      ) : null}
      {state === 'error' ? (
        <p role="alert" className="vz-biz-error">
          {messages.business.reviewsFailed}
        </p>
      ) : null}
      {hasMore ? (
        <button
          type="button"
          className="vz-biz-button vz-biz-button--secondary"
          onClick={showMore}
          disabled={state === 'loading'}
          aria-busy={state === 'loading'}
        >
          {state === 'loading' ? messages.common.loading : messages.business.showMoreReviews}
        </button>
      ) : null}
    </section>
  );
}
