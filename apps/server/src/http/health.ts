import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

export default async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/healthz',
    {
      schema: {
        hide: true,
        response: {
          200: z.object({ status: z.literal('ok'), database: z.string() }),
          503: z.object({ status: z.literal('unavailable'), database: z.string() }),
        },
      },
    },
    async (request, reply) => {
      try {
        await app.database.ping();
        return { status: 'ok' as const, database: app.database.kind };
      } catch (error) {
        request.log.error({ err: error }, 'health check failed');
        return reply.status(503).send({ status: 'unavailable' as const, database: app.database.kind });
      }
    },
  );
}
