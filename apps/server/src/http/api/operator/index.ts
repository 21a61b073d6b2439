import type { FastifyInstance } from 'fastify';
import { requireOperatorHook } from '#server/http/guards.ts';
import clientErrorRoutes from './client-errors/client-errors.ts';
import jobRoutes from './jobs/jobs.ts';

/** `/api/operator/*`: the platform operator's console. Nobody else gets in (401 / 403). */
export default async function operatorArea(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', requireOperatorHook);
  await app.register(clientErrorRoutes);
  await app.register(jobRoutes);
}
