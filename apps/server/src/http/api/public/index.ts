import type { FastifyInstance } from 'fastify';
import { mountEndpoints } from '#server/http/endpoint.ts';
import { businessEndpoints } from './business/business.ts';
import { searchEndpoints } from './business/search.ts';
import { pageContextEndpoints } from './page-context/page-context.ts';
import logAnErrorRoutes from './log-an-error/log-an-error.ts';
import scheduleRoutes, { scheduleEndpoints } from './schedule/schedule.ts';
import { authEndpoints } from './auth/auth.ts';
import devOutboxRoutes from './dev-outbox/dev-outbox.ts';
import contactRoutes from './contact/contact.ts';
import businessRegistrationRoutes from './business-registration/business-registration.ts';
import invitationUnsubscribeRoutes from './invitation-unsubscribe/invitation-unsubscribe.ts';
import staffInvitationRoutes from './staff-invitation/staff-invitation.ts';
import unsubscribeRoutes from './unsubscribe/unsubscribe.ts';

/** The area's endpoints (`../../endpoint.ts`): pages call them in process too. */
export const publicEndpoints = [
  ...pageContextEndpoints,
  ...searchEndpoints,
  ...businessEndpoints,
  ...scheduleEndpoints,
  // Accounts: `/api/public/auth/*`.
  ...authEndpoints,
];

/** `/api/public/*`: open to everyone. */
export default async function publicArea(app: FastifyInstance): Promise<void> {
  mountEndpoints(app, publicEndpoints);
  await app.register(logAnErrorRoutes);
  await app.register(scheduleRoutes);
  // In development, `/api/public/dev/outbox`.
  await app.register(devOutboxRoutes);
  await app.register(contactRoutes);
  await app.register(businessRegistrationRoutes);
  await app.register(invitationUnsubscribeRoutes);
  await app.register(staffInvitationRoutes);
  await app.register(unsubscribeRoutes);
}
