import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { JOB_STATES, operatorJobsSchema, type JobStateCounts } from '@vizitas/shared/schemas/operator-jobs';
import { errorResponses } from '#server/http/openapi.ts';
import { requireOperator } from '#server/http/guards.ts';

/** `GET /api/operator/jobs`: how many jobs each queue holds, by state. */
const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/jobs',
    {
      schema: {
        tags: ['operator'],
        summary: 'Darbų eilė: darbų skaičius pagal eilę ir būseną',
        response: { 200: operatorJobsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      await requireOperator(request);
      const queues = await app.jobs.counts();
      const total = Object.fromEntries(
        JOB_STATES.map((state) => [state, queues.reduce((sum, queue) => sum + queue.counts[state], 0)]),
      ) as JobStateCounts;
      return { queues, total };
    },
  );
};

export default jobRoutes;
