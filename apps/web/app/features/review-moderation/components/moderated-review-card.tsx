import { useId, type ReactNode } from 'react';
import { DEFAULT_TIME_ZONE, format, generatePath, messages } from '@vizitas/shared';
import type { ModeratedReview } from '@vizitas/shared/schemas/review-moderation';

const t = messages.reviewModeration;
const dateTime = new Intl.DateTimeFormat('lt-LT', { timeZone: DEFAULT_TIME_ZONE, dateStyle: 'short', timeStyle: 'short' });
const date = new Intl.DateTimeFormat('lt-LT', { timeZone: DEFAULT_TIME_ZONE, dateStyle: 'medium' });

/** "2026-12-04 14:00" in Vilnius. */
export const moderationWhen = (instant: string) => dateTime.format(new Date(instant));

const byOf = (name: string | null) => (name ? ` ${format(t.byName, { name })}` : '');

/**
 * One review as moderation shows it: the stars, the comment, the visit it rates, whether it is
 * hidden (and why) and the business's report; `business` shows which business it is about,
 * `actions` the buttons beside it.
 */
export function ModeratedReviewCard({
  review,
  showBusiness,
  actions,
  statusFor = 'operator',
}: {
  review: ModeratedReview;
  showBusiness: boolean;
  actions?: ReactNode;
  statusFor?: 'operator' | 'business';
}) {
  // The same review may be listed twice on a page (its open report and the list of all).
  const headingId = useId();
  return (
    <li className="vz-rm-card" aria-labelledby={headingId}>
      <div className="vz-rm-card__main">
        <p className="vz-rm-card__head" id={headingId}>
          <span className="vz-rm-card__stars" role="img" aria-label={format(t.stars, { rating: review.rating })}>
            {'★'.repeat(review.rating)}
            <span className="vz-rm-card__empty-stars">{'★'.repeat(5 - review.rating)}</span>
          </span>{' '}
          <strong>{review.authorName}</strong>
          {showBusiness ? (
            <>
              {' · '}
              <a href={generatePath('about', { slug: review.business.slug })}>{review.business.name}</a>
            </>
          ) : null}
          <span className="vz-rm-card__date"> · {date.format(new Date(review.createdAt))}</span>
          {review.hidden ? <span className="vz-rm-badge vz-rm-badge--hidden">{t.hiddenBadge}</span> : null}
          {review.report?.open ? <span className="vz-rm-badge vz-rm-badge--reported">{t.reportBadge}</span> : null}
        </p>
        <p className={review.comment ? 'vz-rm-card__comment' : 'vz-rm-card__comment vz-rm-card__comment--none'}>
          {review.comment ?? t.noComment}
        </p>
        <p className="vz-rm-card__visit">
          {format(t.visit, {
            when: moderationWhen(review.visit.start),
            specialist: review.visit.specialist,
            services: review.visit.services.join(', '),
          })}
        </p>
        {review.hidden ? (
          <p className="vz-rm-card__note vz-rm-card__note--hidden">
            {statusFor === 'operator'
              ? format(t.hiddenBy, {
                  when: moderationWhen(review.hidden.at),
                  by: byOf(review.hidden.by),
                  reason: review.hidden.reason,
                })
              : format(t.hiddenForBusiness, { when: moderationWhen(review.hidden.at), reason: review.hidden.reason })}
          </p>
        ) : null}
        {review.report && statusFor === 'operator' && review.report.open ? (
          <p className="vz-rm-card__note vz-rm-card__note--reported">
            {format(t.reportedBy, {
              when: moderationWhen(review.report.at),
              by: byOf(review.report.by),
              reason: review.report.reason,
            })}
          </p>
        ) : null}
        {review.report && statusFor === 'business' && !review.hidden ? (
          <p className="vz-rm-card__note vz-rm-card__note--reported">
            {format(review.report.open ? t.reportPending : t.reportKept, { when: moderationWhen(review.report.at) })}
          </p>
        ) : null}
      </div>
      {actions ? <div className="vz-rm-card__actions">{actions}</div> : null}
    </li>
  );
}
