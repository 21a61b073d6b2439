import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * Who a visit's client is, as every view shows her (docs/decisions/049): what was typed for this
 * visit first (a walk-in's name and phone, or what the admin typed when she booked a visit for a
 * client), else her account's. One rule for the admin list, the calendar, the schedule change's
 * list, the mails, the notifications and the reminders, written here once for JavaScript and once
 * for SQL with the same precedence.
 */

/** The client's name: the one typed for the visit, else her account's (null when neither is known). */
export function visitClientName(typed: string | null, account: string | null | undefined): string | null {
  return typed ?? account ?? null;
}

/** The client's phone: the one typed for the visit, else her account's (null when neither is known). */
export function visitClientPhone(typed: string | null, account: string | null | undefined): string | null {
  return typed ?? account ?? null;
}

/**
 * {@link visitClientName} in SQL: `coalesce(typed, account)`; with `orEmpty`, an empty text
 * instead of NULL. `account` is the name column of the client's account (left joined).
 */
export function visitClientNameSql(typed: SQLWrapper, account: SQLWrapper, options: { orEmpty: true }): SQL<string>;
export function visitClientNameSql(typed: SQLWrapper, account: SQLWrapper, options?: { orEmpty?: boolean }): SQL<string | null>;
export function visitClientNameSql(
  typed: SQLWrapper,
  account: SQLWrapper,
  options: { orEmpty?: boolean } = {},
): SQL<string | null> {
  return options.orEmpty ? sql<string>`coalesce(${typed}, ${account}, '')` : sql<string | null>`coalesce(${typed}, ${account})`;
}

/** {@link visitClientPhone} in SQL: `coalesce(typed, account)`. */
export function visitClientPhoneSql(typed: SQLWrapper, account: SQLWrapper): SQL<string | null> {
  return sql<string | null>`coalesce(${typed}, ${account})`;
}
