import { HOLDING_STATUSES, VISIT_STATUSES } from '@vizitas/booking-engine';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * The booking engine's holding statuses (the appointments that hold their time) as a SQL list of
 * literals, `('pending', 'confirmed')`. Literals, not parameters: the planner matches a partial
 * index (the exclusion constraint's `WHERE status IN (…)`) only against constants, and prepared
 * statements take only placeholders as values.
 */
export const HOLDING_STATUS_LIST_SQL = `(${HOLDING_STATUSES.map((status) => `'${status}'`).join(', ')})`;

/** The engine's visit statuses (held, done or missed) as a SQL list of literals. */
export const VISIT_STATUS_LIST_SQL = `(${VISIT_STATUSES.map((status) => `'${status}'`).join(', ')})`;

/** `<status> in ('pending', 'confirmed')`: the appointment holds its time. */
export function holdsTime(status: SQLWrapper): SQL {
  return sql`${status} in ${sql.raw(HOLDING_STATUS_LIST_SQL)}`;
}
