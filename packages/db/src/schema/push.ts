import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns';
import { users } from './users';

/**
 * One browser's Web Push subscription of one user (`POST /webpush/`, docs/decisions/027): where
 * the push service takes messages for that browser (`endpoint`), the keys its messages are
 * encrypted for (`p256dh`, `auth`, RFC 8291), and the server key it was made with (`vapid_key`:
 * a subscription made for another key is refused by the push service and is renewed by the page).
 * The endpoint names the browser: the same browser subscribing again (also as another user after
 * a logout) updates its one row. A push service's 404 or 410 deletes it.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique('push_subscriptions_endpoint_unique'),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    vapidKey: text('vapid_key').notNull(),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('push_subscriptions_user_id_idx').on(t.userId),
    check('push_subscriptions_endpoint_url', sql`${t.endpoint} ~ '^https?://' and char_length(${t.endpoint}) <= 2000`),
    check('push_subscriptions_keys_length', sql`char_length(${t.p256dh}) between 1 and 200 and char_length(${t.auth}) between 1 and 100`),
    check('push_subscriptions_user_agent_length', sql`${t.userAgent} is null or char_length(${t.userAgent}) <= 500`),
  ],
);

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/**
 * The product's VAPID key pair (RFC 8292): made on the first start and kept, so every process on
 * the database signs with the same key and the browsers' subscriptions stay valid. One row.
 */
export const webPushKeys = pgTable(
  'web_push_keys',
  {
    id: smallint('id').primaryKey().default(1),
    publicKey: text('public_key').notNull(),
    privateKey: text('private_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('web_push_keys_one_row', sql`${t.id} = 1`)],
);
