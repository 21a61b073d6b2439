import { isQuietHour, nextPushTime, sendPush, type PushDeps, type PushOutcome } from '#server/modules/push/index.ts';
import type { JobQueue, JobRun } from '#server/jobs/queue.ts';

export interface SendPushDeps extends PushDeps {
  now(): Date;
  /** The queue, to hold back a push that came due in the quiet hours (a retry late at night). */
  queue: JobQueue;
  /** False: push at any hour (config `PUSH_QUIET_HOURS=off`). */
  quietHours?: boolean;
}

/**
 * The `send-push` job: one notification to one browser (modules/push/send-push.ts). Enqueued for
 * 08:00 when it was made in the quiet hours; a retry that comes due in them (21:00–08:00 Vilnius)
 * is enqueued again for 08:00 instead of pushing at night. A push service that could not be
 * reached, or answered 429 or 5xx, fails the attempt: pg-boss retries it with backoff.
 */
export async function sendPushJob(deps: SendPushDeps, run: JobRun<'send-push'>): Promise<PushOutcome | 'deferred'> {
  const now = deps.now();
  const { key, notificationId, subscriptionId } = run.payload;
  if (deps.quietHours !== false && isQuietHour(now)) {
    const at = nextPushTime(now);
    await deps.queue.send('send-push', { key, notificationId, subscriptionId }, { key: `${key}:${at.toISOString()}`, startAfter: at });
    return 'deferred';
  }
  return sendPush(deps, notificationId, subscriptionId);
}
