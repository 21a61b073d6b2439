import { timestamp } from 'drizzle-orm/pg-core';

/** An instant, stored as `timestamptz` and read as a JS `Date`. */
export function instant(name: string) {
  return timestamp(name, { withTimezone: true, mode: 'date' });
}

/** `created_at timestamptz not null default now()`. */
export function createdAt() {
  return instant('created_at').notNull().defaultNow();
}

/** `updated_at timestamptz not null default now()`, refreshed by Drizzle on every update. */
export function updatedAt() {
  return instant('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
}
