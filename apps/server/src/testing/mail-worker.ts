/**
 * A child process for the mail crash test (jobs/durability.test.ts): opens the database named by
 * its environment (`DATABASE_URL`, or PGlite in `VIZITAS_TEST_PGLITE_DIR`), starts the job queue
 * with the production settings (no test shortcut: its poll interval, retry delays, attempt expiry
 * and maintenance interval are the ones `npm start` runs with) and works on the mail jobs over
 * SMTP (`SMTP_URL`). With `<count> <prefix>` it first enqueues that many mails, to
 * `<prefix>-<n>@example.lt`, in one committed transaction. It prints `working` once it works.
 *
 * Run with tsx: `node --import tsx apps/server/src/testing/mail-worker.ts [<count> <prefix>]`.
 */
import { openDatabase } from '@vizitas/db';
import { JobQueue, enqueueMail, type JobHandlers } from '#server/jobs/index.ts';
import { sendMailJob } from '#server/jobs/handlers/send-mail.ts';
import { createMailer } from '#server/modules/mail/index.ts';

const [countArgument, prefix] = process.argv.slice(2);
const url = process.env.DATABASE_URL?.trim();
const smtpUrl = process.env.SMTP_URL?.trim();
if (!smtpUrl) throw new Error('mail-worker.ts needs SMTP_URL');
const database = await openDatabase(url ? { url, poolSize: 2 } : { dataDir: process.env.VIZITAS_TEST_PGLITE_DIR! });
const queue = new JobQueue(database);
await queue.start();

if (countArgument && prefix) {
  await database.db.transaction(async (tx) => {
    for (let n = 1; n <= Number(countArgument); n++) {
      await enqueueMail(queue, tx, {
        key: `${prefix}:${n}`,
        message: { to: `${prefix}-${n}@example.lt`, subject: `Patvirtinimas ${n}`, text: `Laiškas ${n}`, html: `<p>Laiškas ${n}</p>` },
      });
    }
  });
}

const mailer = createMailer({ smtpUrl, from: 'Vizitas <no-reply@vizitas.lt>', outboxDir: '', outboxVisible: false, publicUrl: undefined });
const deps = { db: database.db, mailer, now: () => new Date() };
const noOtherJobs = async () => {
  throw new Error('this worker sends mail only');
};
const handlers: JobHandlers = {
  'send-mail': async (run) => {
    await sendMailJob(deps, run);
  },
  'send-push': noOtherJobs,
  'notices-sweep': noOtherJobs,
};
queue.work(handlers);
process.stdout.write('working\n');

// SIGTERM: the jobs in hand finish and are recorded, then the database closes (the test reads it).
process.once('SIGTERM', () => {
  void (async () => {
    await queue.stop();
    mailer.close();
    await database.close();
    process.exit(0);
  })();
});
