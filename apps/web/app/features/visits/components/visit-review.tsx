import { type Ref, useId, useRef, useState } from 'react';
import { format, messages } from '@vizitas/shared';
import type { CustomerVisitListItem } from '@vizitas/shared/schemas/appointment';
import { showToast } from '~/components/toasts/toast';
import { rateVisit, VisitsApiError } from '~/features/visits/api/visits-api';
import './visit-review.css';

const t = messages.visits.review;
const STARS = [1, 2, 3, 4, 5] as const;

export type GivenReview = NonNullable<CustomerVisitListItem['review']>;

// Toasts outside `try` blocks (docs/decisions/006).
function toastThanks() {
  showToast({ type: 'success', message: t.thanks });
}
function toastFailed(message: string) {
  showToast({ type: 'danger', message });
}

/** The stars given, read as one image („4 iš 5 žvaigždučių“). */
function GivenStars({ rating, focusRef }: { rating: number; focusRef?: Ref<HTMLDivElement> }) {
  return (
    <div className="vz-vi-review" data-testid="visit-review" ref={focusRef} tabIndex={-1}>
      <span className="vz-vi-review__label">{t.yours}</span>
      <span className="vz-vi-review__given" role="img" aria-label={format(t.given, { stars: rating })}>
        {STARS.map((star) => (
          <span key={star} aria-hidden="true" className={star <= rating ? 'vz-vi-review__star is-lit' : 'vz-vi-review__star'}>
            ★
          </span>
        ))}
      </span>
    </div>
  );
}

/**
 * The review beside a past visit on `/vizitai` (PRODUCT.md, Review dialog): a completed visit she
 * has not rated gets the row of stars to click or to ignore; a click posts the review dialog's
 * endpoint and the stars given stay in their place. A rated visit shows her stars.
 */
export function VisitReview({ visit, onRated }: { visit: CustomerVisitListItem; onRated: (review: GivenReview) => void }) {
  const labelId = useId();
  const [hover, setHover] = useState(0);
  const [saving, setSaving] = useState(false);
  const given = useRef<HTMLDivElement>(null);

  if (visit.review) return <GivenStars rating={visit.review.rating} focusRef={given} />;
  if (visit.status !== 'completed') return null;

  const rate = (rating: number) => {
    if (saving) return;
    setSaving(true);
    rateVisit(visit.id, rating).then(
      (review) => {
        setSaving(false);
        onRated({ id: review.id, rating: review.rating });
        toastThanks();
        // The buttons make way for the stars given: keep the focus there.
        requestAnimationFrame(() => given.current?.focus());
      },
      (error: unknown) => {
        setSaving(false);
        toastFailed(error instanceof VisitsApiError && error.status >= 400 && error.status < 500 ? error.message : t.failed);
      },
    );
  };

  return (
    <div
      className="vz-vi-review vz-vi-review--ask"
      role="group"
      aria-labelledby={labelId}
      aria-busy={saving}
      data-testid="visit-review"
    >
      <span className="vz-vi-review__label" id={labelId}>
        {t.ask}
      </span>
      <span className="vz-vi-review__stars" onMouseLeave={() => setHover(0)}>
        {STARS.map((star) => (
          <button
            key={star}
            type="button"
            className={star <= hover ? 'vz-vi-review__button is-lit' : 'vz-vi-review__button'}
            aria-label={format(t.star, { stars: star })}
            aria-disabled={saving || undefined}
            onMouseEnter={() => setHover(star)}
            onFocus={() => setHover(star)}
            onBlur={() => setHover(0)}
            onClick={() => rate(star)}
          >
            <span aria-hidden="true">★</span>
          </button>
        ))}
      </span>
      {saving ? (
        <span className="vz-vi-muted" role="status">
          {t.saving}
        </span>
      ) : null}
    </div>
  );
}
