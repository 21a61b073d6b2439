import { Button } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { Link, useRevalidator } from 'react-router';
import { format, generatePath, messages } from '@vizitas/shared';
import { operatorReviewHide, operatorReviewShow } from '@vizitas/shared/api/operator/reviews';
import {
  MODERATION_VIEWS,
  type ModeratedReview,
  type ModerationView,
  type OperatorReviews,
} from '@vizitas/shared/schemas/review-moderation';
import { showToast } from '~/components/toasts/toast';
import { apiCall, errorMessage } from '~/lib/api/api-client';
import { ModeratedReviewCard } from './moderated-review-card';
import { ReasonDialog } from './reason-dialog';
import './review-moderation.css';
import { LoadFailed } from '~/components/ui/load-failed';

const t = messages.reviewModeration;

/** The list's address for a view and a page (`?rodyti=paslepti&puslapis=2`). */
export function operatorReviewsHref(view: ModerationView, page: number): string {
  const params = new URLSearchParams();
  if (view === 'hidden') params.set('rodyti', 'paslepti');
  if (page > 1) params.set('puslapis', String(page));
  const query = params.toString();
  return `${generatePath('operator_reviews')}${query ? `?${query}` : ''}`;
}

/** The view and page of the list's address (anything else is the first page of all reviews). */
export function operatorReviewsSearch(params: URLSearchParams): { view: ModerationView; page: number } {
  const page = Number(params.get('puslapis') ?? '1');
  return {
    view: params.get('rodyti') === 'paslepti' ? 'hidden' : 'all',
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

const subjectOf = (review: ModeratedReview) =>
  `${review.authorName}, ${format(t.stars, { rating: review.rating })} · ${review.business.name}`;

/** A review's buttons: show a hidden one again; hide a visible one; keep a reported one visible. */
function ModerationActions({
  review,
  pending,
  onHide,
  onShow,
}: {
  review: ModeratedReview;
  pending: boolean;
  onHide: (review: ModeratedReview) => void;
  /** Shows it (again), with the toast's text of what that meant. */
  onShow: (done: string) => void;
}) {
  const of = { author: review.authorName, business: review.business.name };
  if (review.hidden) {
    return (
      <Button variant="default" loading={pending} onClick={() => onShow(t.shown)} aria-label={format(t.showOf, of)}>
        {t.show}
      </Button>
    );
  }
  return (
    <>
      <Button
        {...(review.report?.open ? { color: 'red.8' } : { variant: 'default' })}
        onClick={() => onHide(review)}
        aria-label={format(t.hideOf, of)}
      >
        {t.hide}
      </Button>
      {review.report?.open ? (
        <Button variant="default" loading={pending} onClick={() => onShow(t.kept)} aria-label={format(t.keepOf, of)}>
          {t.keep}
        </Button>
      ) : null}
    </>
  );
}

/** Every review (or the hidden ones), the newest first, with the views and the pages. */
function AllReviews({ reviews, actionsOf }: { reviews: OperatorReviews; actionsOf: (review: ModeratedReview) => ReactNode }) {
  return (
    <section aria-labelledby="vz-rm-all" className="vz-op-box">
      <h2 id="vz-rm-all">{t.views[reviews.view]}</h2>
      <nav className="vz-rm-views" aria-label={t.viewsLabel}>
        {MODERATION_VIEWS.map((view) => (
          <Link key={view} to={operatorReviewsHref(view, 1)} aria-current={view === reviews.view ? 'page' : undefined}>
            {t.views[view]} ({reviews.counts[view]})
          </Link>
        ))}
      </nav>
      {reviews.items.length === 0 ? (
        <p className="vz-op-empty">{reviews.view === 'hidden' ? t.emptyHidden : t.empty}</p>
      ) : (
        <ul className="vz-rm-list">
          {reviews.items.map((review) => (
            <ModeratedReviewCard key={review.id} review={review} showBusiness actions={actionsOf(review)} />
          ))}
        </ul>
      )}
      {reviews.page > 1 || reviews.hasMore ? (
        <nav className="vz-rm-pages" aria-label={t.pagination}>
          {reviews.page > 1 ? <Link to={operatorReviewsHref(reviews.view, reviews.page - 1)}>{t.previous}</Link> : <span />}
          <span>{format(t.page, { page: reviews.page })}</span>
          {reviews.hasMore ? <Link to={operatorReviewsHref(reviews.view, reviews.page + 1)}>{t.next}</Link> : <span />}
        </nav>
      ) : null}
    </section>
  );
}

/**
 * `/operatorius/atsiliepimai`: the businesses' open reports first, then every review (or the hidden
 * ones) in pages; hide one with a reason (asked in a dialog), show a hidden one again, keep a reported one.
 */
export function OperatorReviewsPage({ reviews }: { reviews: OperatorReviews | null }) {
  const revalidator = useRevalidator();
  const [hiding, setHiding] = useState<ModeratedReview | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  const show = async (review: ModeratedReview, done: string) => {
    setPending(review.id);
    try {
      await apiCall(operatorReviewShow, { params: { id: review.id } });
      showToast({ type: 'success', message: done });
      await revalidator.revalidate();
    } catch (error) {
      showToast({ type: 'danger', message: errorMessage(error) });
    } finally {
      setPending(null);
    }
  };
  const hide = async (reason: string) => {
    if (!hiding) return;
    await apiCall(operatorReviewHide, { params: { id: hiding.id }, body: { reason } });
    setHiding(null);
    showToast({ type: 'success', message: t.hidden });
    await revalidator.revalidate();
  };
  const actionsOf = (review: ModeratedReview) => (
    <ModerationActions
      review={review}
      pending={pending === review.id}
      onHide={setHiding}
      onShow={(done) => void show(review, done)}
    />
  );
  return (
    <div className="vz-op-page">
      <header className="vz-op-page__head">
        <h1>{t.operatorTitle}</h1>
        <p>{t.operatorIntro}</p>
      </header>
      {reviews === null ? (
        <LoadFailed text={t.loadFailed} retry={t.tryAgain} onRetry={() => revalidator.revalidate()} />
      ) : (
        <>
          <section aria-labelledby="vz-rm-reported" className="vz-op-box">
            <h2 id="vz-rm-reported">
              {t.reportedTitle} ({reviews.counts.reported})
            </h2>
            {reviews.reported.length === 0 ? (
              <p className="vz-op-empty">{t.noReported}</p>
            ) : (
              <ul className="vz-rm-list">
                {reviews.reported.map((review) => (
                  <ModeratedReviewCard key={review.id} review={review} showBusiness actions={actionsOf(review)} />
                ))}
              </ul>
            )}
          </section>
          <AllReviews reviews={reviews} actionsOf={actionsOf} />
        </>
      )}
      <ReasonDialog
        opened={hiding !== null}
        text={{ title: t.hideTitle, intro: t.hideIntro, placeholder: t.reasonPlaceholder, confirm: t.confirmHide }}
        subject={hiding ? subjectOf(hiding) : ''}
        onSubmit={hide}
        onClose={() => setHiding(null)}
      />
    </div>
  );
}
