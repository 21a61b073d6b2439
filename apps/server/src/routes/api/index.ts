import type { FastifyInstance } from 'fastify';
import { appError } from '@vizitas/shared';
import sessionPlugin from '../../plugins/session.ts';
import flashPlugin from '../../plugins/flash.ts';
import businessRoutes from './public/business/business.ts';
import pageContextRoutes from './public/page-context/page-context.ts';
import logAnErrorRoutes from './public/log-an-error/log-an-error.ts';
import { sendError } from '../../plugins/errors.ts';

/** The JSON API: `/api/public`, `/api/user`, `/api/admin` (the seed's areas). */
export default async function apiRoutes(app: FastifyInstance): Promise<void> {
  await app.register(sessionPlugin);
  await app.register(flashPlugin);

  await app.register(
    async (publicArea) => {
      await publicArea.register(pageContextRoutes);
      await publicArea.register(businessRoutes);
      await publicArea.register(logAnErrorRoutes);
    },
    { prefix: '/public' },
  );

  // Any other path under /api answers a JSON 404, never a page.
  app.all('/*', { schema: { hide: true } }, async (_request, reply) => sendError(reply, appError('not_found')));
}
