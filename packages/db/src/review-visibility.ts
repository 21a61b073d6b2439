import { isNull, type SQL } from 'drizzle-orm';
import { reviews } from './schema/customer';

/**
 * The reviews the public sees and the average counts: the ones the platform operator has not
 * hidden. Every public read of reviews (the business page, search, the operator's figures) says so.
 */
export function visibleReview(): SQL {
  return isNull(reviews.hiddenAt);
}
