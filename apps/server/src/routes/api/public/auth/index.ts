import type { FastifyInstance } from 'fastify';
import authRoutes from './auth.ts';
import devOutboxRoutes from './dev-outbox.ts';

/** Accounts in the public area: `/api/public/auth/*` and, in development, `/api/public/dev/outbox`. */
export default async function accountPublicRoutes(app: FastifyInstance): Promise<void> {
  await app.register(authRoutes, { prefix: '/auth' });
  await app.register(devOutboxRoutes);
}
