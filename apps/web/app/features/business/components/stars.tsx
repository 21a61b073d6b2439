import { starsLabel } from '~/features/business/model/business-format';

/** A row of five stars filled up to `rating` (rounded to halves), read as "4,5 iš 5 žvaigždučių". */
export function Stars({ rating, size = 'md' }: { rating: number; size?: 'sm' | 'md' | 'lg' }) {
  const rounded = Math.round(rating * 2) / 2;
  return (
    <span className={`vz-stars vz-stars--${size}`} role="img" aria-label={starsLabel(rating)}>
      {[1, 2, 3, 4, 5].map((star) => (
        <span
          key={star}
          aria-hidden="true"
          className={
            star <= rounded ? 'vz-stars__star is-full' : star - 0.5 === rounded ? 'vz-stars__star is-half' : 'vz-stars__star'
          }
        >
          ★
        </span>
      ))}
    </span>
  );
}
