import { pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';

/**
 * One row per mail key the `send-mail` job has taken on (apps/server/src/jobs/handlers/send-mail.ts):
 * the marker that keeps a job that runs twice (redelivered after a crash, or enqueued again after
 * its job row was archived) from sending the same mail twice.
 *
 * A row with `sent_at` null is a claim: one delivery is sending it until `claimed_until`; another
 * delivery of the same key waits (retries) until the claim is released or has lapsed. A row with
 * `sent_at` set is a sent mail: any later delivery of the key completes without sending.
 */
export const sentMails = pgTable('sent_mails', {
  /** The caller's key of the mail, e.g. `appointment.confirmed:<appointment id>`. */
  key: text('key').primaryKey(),
  claimedUntil: instant('claimed_until').notNull(),
  sentAt: instant('sent_at'),
});

export type SentMail = typeof sentMails.$inferSelect;
