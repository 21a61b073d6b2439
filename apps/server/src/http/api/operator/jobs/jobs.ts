import { jobQueues } from '@vizitas/shared/api/operator/console';
import { JOB_STATES, type JobStateCounts } from '@vizitas/shared/schemas/operator-jobs';
import { defineEndpoint } from '#server/http/endpoint.ts';
import { requireOperatorOf } from '#server/http/guards.ts';

/** `GET /api/operator/jobs`: how many jobs each queue holds, by state. */
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
];
