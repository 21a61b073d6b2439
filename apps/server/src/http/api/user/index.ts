import type { FastifyInstance } from 'fastify';
import { requireUserHook } from '#server/http/guards.ts';
import { mountEndpoints } from '#server/http/endpoint.ts';
import { userAppointmentEndpoints } from './appointments/appointments.ts';
import { profileEndpoints } from './profile/profile.ts';
import { sessionEndpoints } from './sessions/sessions.ts';
import { reviewEndpoints } from './reviews/reviews.ts';
import { notificationEndpoints } from './notifications/notifications.ts';
import { userStaffInvitationEndpoints } from './staff-invitation/staff-invitation.ts';
import { notificationSettingsEndpoints } from './notification-settings/notification-settings.ts';

/** The area's endpoints (`../../endpoint.ts`): pages call them in process too. */
export const userEndpoints = [
  ...userAppointmentEndpoints,
  ...profileEndpoints,
  ...sessionEndpoints,
  ...userStaffInvitationEndpoints,
  ...reviewEndpoints,
  ...notificationEndpoints,
  ...notificationSettingsEndpoints,
];

/**
 * `/api/user/*`: the logged-in user's own things. Every route here needs a login (401
 * `unauthorized`); this is the one place the area's guard is added.
 */
export default async function userArea(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', requireUserHook);
  mountEndpoints(app, userEndpoints);
}
