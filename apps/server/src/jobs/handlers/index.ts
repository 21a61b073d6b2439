import type { JobHandlers } from '#server/jobs/queue.ts';
import { sendMailJob, type SendMailDeps } from './send-mail.ts';

/** What the handlers need of the running app. */
export type JobDeps = SendMailDeps;

/** The handler of every job, over the app's database, mailer and clock. */
export function jobHandlers(deps: JobDeps): JobHandlers {
  return {
    'send-mail': async (run) => {
      await sendMailJob(deps, run);
    },
  };
}
