import { Button } from '@mantine/core';
import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { format, messages } from '@vizitas/shared';
import { adminReviewReport } from '@vizitas/shared/api/admin/reviews';
import type { AdminReviews, ModeratedReview } from '@vizitas/shared/schemas/review-moderation';
import { showToast } from '~/components/toasts/toast';
import { apiCall } from '~/lib/api/api-client';
import { ModeratedReviewCard } from './moderated-review-card';
import { ReasonDialog } from './reason-dialog';
import './review-moderation.css';
import { LoadFailed } from '~/components/ui/load-failed';

const t = messages.reviewModeration;

/**
 * `/administratorius/atsiliepimai`: the business's reviews, hidden ones with the operator's
 * reason; the owner reports one to the operator (the reason asked in a dialog).
 */
export function AdminReviewsPage({
  reviews,
  linkSlug,
  canReport,
  pageHref,
}: {
  reviews: AdminReviews | null;
  /** The `?verslas=` the page was opened with. */
  linkSlug: string | null;
  canReport: boolean;
  pageHref: (page: number) => string;
}) {
  const revalidator = useRevalidator();
  const [reporting, setReporting] = useState<ModeratedReview | null>(null);
  const report = async (reason: string) => {
    if (!reporting) return;
    await apiCall(adminReviewReport, { verslas: linkSlug, params: { id: reporting.id }, body: { reason } });
    setReporting(null);
    showToast({ type: 'success', message: t.reported });
    await revalidator.revalidate();
  };
  const actionsOf = (review: ModeratedReview) =>
    canReport && !review.hidden && !review.report?.open ? (
      <Button
        variant="default"
        onClick={() => setReporting(review)}
        aria-label={format(t.reportOf, { author: review.authorName })}
      >
        {t.report}
      </Button>
    ) : undefined;
  return (
    <div className="vz-admin-page">
      <h1 className="vz-admin-page__title">{t.adminTitle}</h1>
      <p className="vz-rm-intro">{t.adminIntro}</p>
      {reviews === null ? (
        <LoadFailed text={t.loadFailed} retry={t.tryAgain} onRetry={() => revalidator.revalidate()} />
      ) : reviews.items.length === 0 && reviews.page === 1 ? (
        <p className="vz-rm-empty">{t.adminEmpty}</p>
      ) : (
        <>
          <p className="vz-rm-summary">
            {reviews.rating.average === null
              ? t.adminSummaryNone
              : format(t.adminSummary, { count: reviews.rating.count, average: reviews.rating.average.toLocaleString('lt-LT') })}
          </p>
          <ul className="vz-rm-list vz-rm-list--boxed">
            {reviews.items.map((review) => (
              <ModeratedReviewCard
                key={review.id}
                review={review}
                showBusiness={false}
                statusFor="business"
                actions={actionsOf(review)}
              />
            ))}
          </ul>
          {reviews.page > 1 || reviews.hasMore ? (
            <nav className="vz-rm-pages" aria-label={t.pagination}>
              {reviews.page > 1 ? <Link to={pageHref(reviews.page - 1)}>{t.previous}</Link> : <span />}
              <span>{format(t.page, { page: reviews.page })}</span>
              {reviews.hasMore ? <Link to={pageHref(reviews.page + 1)}>{t.next}</Link> : <span />}
            </nav>
          ) : null}
        </>
      )}
      <ReasonDialog
        opened={reporting !== null}
        text={{ title: t.reportTitle, intro: t.reportIntro, placeholder: t.reportPlaceholder, confirm: t.confirmReport }}
        subject={reporting ? `${reporting.authorName}, ${format(t.stars, { rating: reporting.rating })}` : ''}
        onSubmit={report}
        onClose={() => setReporting(null)}
      />
    </div>
  );
}
