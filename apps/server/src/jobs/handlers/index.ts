import type { JobHandlers } from '#server/jobs/queue.ts';
import { noticesSweepJob, type NoticesSweepDeps } from './notices-sweep.ts';
import { sendMailJob, type SendMailDeps } from './send-mail.ts';
import { sendPushJob, type SendPushDeps } from './send-push.ts';

/** What the handlers need of the running app. */
export type JobDeps = SendMailDeps & NoticesSweepDeps & Omit<SendPushDeps, 'db' | 'now'>;

/** The handler of every job, over the app's database, mailer and clock. */
export function jobHandlers(deps: JobDeps): JobHandlers {
  return {
    'send-mail': async (run) => {
      await sendMailJob(deps, run);
    },
    'notices-sweep': async (run) => {
      await noticesSweepJob(deps, run);
    },
    'send-push': async (run) => {
      await sendPushJob(deps, run);
    },
  };
}
