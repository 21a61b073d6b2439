import { failedJobs, jobQueues, retryJob } from '@vizitas/shared/api/operator/console';
import { JOB_STATES, type JobStateCounts } from '@vizitas/shared/schemas/operator-jobs';
import { defineEndpoint } from '#server/http/endpoint.ts';
import { requireOperatorOf } from '#server/http/guards.ts';

/**
 * `GET /api/operator/jobs`: how many jobs each queue holds, by state; `GET /api/operator/jobs/failed`:
 * the last failed ones; `POST /api/operator/jobs/{queue}/{id}/retry`: one of them tried again.
 */
export const jobEndpoints = [
  defineEndpoint(jobQueues, {
    handle: async (ctx, actor) => {
      await requireOperatorOf(actor);
      const queues = await ctx.jobs.counts();
      const total = Object.fromEntries(
        JOB_STATES.map((state) => [state, queues.reduce((sum, queue) => sum + queue.counts[state], 0)]),
      ) as JobStateCounts;
      return { queues, total };
    },
  }),
  defineEndpoint(failedJobs, {
    handle: async (ctx, actor) => {
      await requireOperatorOf(actor);
      return { jobs: await ctx.jobs.failedJobs() };
    },
  }),
  defineEndpoint(retryJob, {
    handle: async (ctx, actor, { params }) => {
      await requireOperatorOf(actor);
      return { retried: await ctx.jobs.retryFailed(params.queue, params.id) };
    },
  }),
];
