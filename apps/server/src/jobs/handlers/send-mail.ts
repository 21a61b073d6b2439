import { and, eq, isNull, lt } from 'drizzle-orm';
import { sentMails, type Db } from '@vizitas/db';
import type { Mailer, MailMessage } from '#server/modules/mail/index.ts';
import { mailMessageSchema, RETRY_POLICIES, type JobRun } from '#server/jobs/queue.ts';

export interface SendMailDeps {
  db: Db;
  mailer: Mailer;
  now(): Date;
  /** Opens a sealed mail (the queue's `unseal`); needed only by jobs that carry one. */
  unseal?(sealed: string): string;
}

/** The mail of a job: as it is, or opened from its sealed form. */
function mailOf(deps: SendMailDeps, payload: JobRun<'send-mail'>['payload']): MailMessage {
  if ('message' in payload) return payload.message;
  if (!deps.unseal) throw new Error('a sealed mail and no key to open it');
  return mailMessageSchema.parse(JSON.parse(deps.unseal(payload.sealed))) as MailMessage;
}

/** Another delivery of the same key holds the claim: try again later (pg-boss retries). */
export class MailClaimedElsewhere extends Error {
  constructor(key: string) {
    super(`mail ${key} is being sent by another delivery`);
    this.name = 'MailClaimedElsewhere';
  }
}

/**
 * How long a delivery holds its claim on a key: as long as pg-boss lets one attempt stay active.
 * A delivery whose process died leaves its claim; by the time pg-boss retries the expired job
 * (its maintenance notices the expiry, then the retry's delay), the claim has lapsed too.
 */
const CLAIM_MS = RETRY_POLICIES['send-mail'].expireInSeconds * 1000;
/**
 * A send that lasts longer than a third of the claim renews it while it goes on (a heartbeat), so
 * a slow mail server never lets a second delivery of the same key start beside it: pg-boss may
 * fail and retry the long attempt, but the retry finds the live claim and waits.
 */
const CLAIM_RENEWAL_MS = Math.floor(CLAIM_MS / 3);

/**
 * The `send-mail` job: at most one mail per key, however often the job runs.
 *
 * 1. Claim the key in `sent_mails` (insert, or take over a claim that lapsed and was never sent).
 *    A key already sent → done, nothing sent. A live claim of another delivery → throw: retried.
 * 2. Send through the app's mailer (SMTP or the outbox).
 * 3. Mark the key sent. A failed send deletes the claim and throws: pg-boss retries with backoff.
 *
 * No transaction is held while the mail goes out (on PGlite that would hold the one connection
 * for the length of an SMTP conversation). What remains is the window between the mail server
 * accepting the message and step 3: a process killed exactly there sends the mail again when
 * the job is retried (docs/decisions/014).
 */
export async function sendMailJob(deps: SendMailDeps, run: JobRun<'send-mail'>): Promise<'sent' | 'already-sent'> {
  const { key } = run.payload;
  const message = mailOf(deps, run.payload);
  const now = deps.now();
  const claimed = await deps.db
    .insert(sentMails)
    .values({ key, claimedUntil: new Date(now.getTime() + CLAIM_MS) })
    .onConflictDoUpdate({
      target: sentMails.key,
      set: { claimedUntil: new Date(now.getTime() + CLAIM_MS) },
      setWhere: and(isNull(sentMails.sentAt), lt(sentMails.claimedUntil, now)),
    })
    .returning({ key: sentMails.key });

  if (claimed.length === 0) {
    const [row] = await deps.db.select({ sentAt: sentMails.sentAt }).from(sentMails).where(eq(sentMails.key, key));
    if (row?.sentAt) return 'already-sent';
    throw new MailClaimedElsewhere(key);
  }

  const renewal = setInterval(() => {
    deps.db
      .update(sentMails)
      .set({ claimedUntil: new Date(deps.now().getTime() + CLAIM_MS) })
      .where(and(eq(sentMails.key, key), isNull(sentMails.sentAt)))
      .catch(() => undefined); // a missed renewal only shortens the claim; the next one comes
  }, CLAIM_RENEWAL_MS);
  try {
    await deps.mailer.send(message);
  } catch (error) {
    clearInterval(renewal);
    await deps.db.delete(sentMails).where(and(eq(sentMails.key, key), isNull(sentMails.sentAt)));
    throw error;
  }
  clearInterval(renewal);
  await deps.db.update(sentMails).set({ sentAt: deps.now() }).where(eq(sentMails.key, key));
  return 'sent';
}
