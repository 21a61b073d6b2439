import type { FastifyInstance } from 'fastify';
import businessRoutes from './business/business.ts';
import pageContextRoutes from './page-context/page-context.ts';
import logAnErrorRoutes from './log-an-error/log-an-error.ts';
import scheduleRoutes from './schedule/schedule.ts';
import authRoutes from './auth/auth.ts';
import devOutboxRoutes from './dev-outbox/dev-outbox.ts';
import contactRoutes from './contact/contact.ts';
import businessRegistrationRoutes from './business-registration/business-registration.ts';
import invitationUnsubscribeRoutes from './invitation-unsubscribe/invitation-unsubscribe.ts';
import staffInvitationRoutes from './staff-invitation/staff-invitation.ts';
import unsubscribeRoutes from './unsubscribe/unsubscribe.ts';

/** `/api/public/*`: open to everyone. */
export default async function publicArea(app: FastifyInstance): Promise<void> {
  await app.register(pageContextRoutes);
  await app.register(businessRoutes);
  await app.register(logAnErrorRoutes);
  await app.register(scheduleRoutes);
  // Accounts: `/api/public/auth/*` and, in development, `/api/public/dev/outbox`.
  await app.register(authRoutes, { prefix: '/auth' });
  await app.register(devOutboxRoutes);
  await app.register(contactRoutes);
  await app.register(businessRegistrationRoutes);
  await app.register(invitationUnsubscribeRoutes);
  await app.register(staffInvitationRoutes);
  await app.register(unsubscribeRoutes);
}
