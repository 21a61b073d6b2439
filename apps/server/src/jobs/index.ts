/**
 * The job queue's public entry: other code enqueues through these functions only.
 *
 *   import { enqueueMail } from '#server/jobs/index.ts';
 *
 *   await db.transaction(async (tx) => {
 *     // … the change …
 *     await enqueueMail(app.context.jobs, tx, { key: `appointment.confirmed:${appointment.id}`, message });
 *   });
 *
 * `enqueueMail(queue, db, { key, message })` → `Promise<boolean>`
 * - `queue`: the app's `JobQueue` (`app.context.jobs`).
 * - `db`: the caller's Drizzle transaction (the mail exists exactly when that transaction commits)
 *   or the database itself (`app.database.db`) outside a transaction. Inside a transaction always
 *   pass the transaction: on PGlite a query outside it would wait for the transaction to end.
 * - `key`: names the mail for good (at most 300 characters). The same key enqueued again is a
 *   no-op (`false`) while its job is kept, and its mail is never sent twice, even much later. Build it from the event and what makes it unique, e.g.
 *   `appointment.confirmed:<appointment id>`; an event that may happen again for the same record
 *   (a visit moved twice, also back and forth) needs what tells the occurrences apart
 *   (`appointment.moved:<id>:<calendar sequence>:<old times>><new times>:<specialist>:<recipient>`).
 * - `message`: a `MailMessage` of modules/mail (JSON: strings only). Sent by the `send-mail` job
 *   through the app's mailer, retried with backoff when sending fails.
 */
import type { DbOrTx } from '@vizitas/db';
import type { MailMessage } from '#server/modules/mail/index.ts';
import type { JobQueue } from './queue.ts';

export {
  JOB_NAMES,
  JobQueue,
  type FailedJob,
  type JobQueueOptions,
  type JobHandlers,
  type JobName,
  type JobPayloads,
} from './queue.ts';
export { jobHandlers, type JobDeps } from './handlers/index.ts';

/**
 * Enqueues one mail under `key` (see above). `true` when enqueued now, `false` when a job of that
 * key is still kept (pending or done). `confidential`: the mail carries a secret (a link's token)
 * and is stored sealed (encrypted with the app's key) in the job.
 */
export function enqueueMail(
  queue: JobQueue,
  db: DbOrTx,
  mail: { key: string; message: MailMessage; confidential?: boolean },
): Promise<boolean> {
  const payload = mail.confidential
    ? { key: mail.key, sealed: queue.seal(JSON.stringify(mail.message)) }
    : { key: mail.key, message: mail.message };
  return queue.send('send-mail', payload, { key: mail.key, db });
}
