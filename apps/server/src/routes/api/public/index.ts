import type { FastifyInstance } from 'fastify';
import businessRoutes from './business/business.ts';
import pageContextRoutes from './page-context/page-context.ts';
import logAnErrorRoutes from './log-an-error/log-an-error.ts';
import scheduleRoutes from './schedule/schedule.ts';
import accountPublicRoutes from './auth/index.ts';
import contactRoutes from './contact/contact.ts';

/** `/api/public/*`: open to everyone. */
export default async function publicArea(app: FastifyInstance): Promise<void> {
  await app.register(pageContextRoutes);
  await app.register(businessRoutes);
  await app.register(logAnErrorRoutes);
  await app.register(scheduleRoutes);
  await app.register(accountPublicRoutes);
  await app.register(contactRoutes);
}
