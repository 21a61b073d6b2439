import type { FastifyInstance } from 'fastify';
import { appError } from '@vizitas/shared';
import sessionPlugin from '../../plugins/session.ts';
import flashPlugin from '../../plugins/flash.ts';
import { sendError } from '../../plugins/errors.ts';
import publicArea from './public/index.ts';
import userArea from './user/index.ts';
import adminArea from './admin/index.ts';
import operatorArea from './operator/index.ts';
import userAppointmentRoutes from './booking/user-appointments.ts';
import adminAppointmentRoutes from './booking/admin-appointments.ts';
import adminServiceRoutes from './booking/admin-services.ts';
import adminScheduleRoutes from './booking/admin-schedules.ts';
import adminScheduleOverrideRoutes from './booking/admin-schedule-overrides.ts';
import adminHolidayRoutes from './booking/admin-holidays.ts';
import adminPublicHolidayRoutes from './booking/admin-public-holidays.ts';
import adminBookingRuleRoutes from './booking/admin-booking-rules.ts';

/** The JSON API: `/api/public`, `/api/user`, `/api/admin` (the seed's areas). */
export default async function apiRoutes(app: FastifyInstance): Promise<void> {
  await app.register(sessionPlugin);
  await app.register(flashPlugin);

  await app.register(publicArea, { prefix: '/public' });
  await app.register(userArea, { prefix: '/user' });
  await app.register(userAppointmentRoutes, { prefix: '/user' });
  await app.register(adminAppointmentRoutes, { prefix: '/admin' });
  await app.register(adminServiceRoutes, { prefix: '/admin' });
  await app.register(adminScheduleRoutes, { prefix: '/admin' });
  await app.register(adminScheduleOverrideRoutes, { prefix: '/admin' });
  await app.register(adminHolidayRoutes, { prefix: '/admin' });
  await app.register(adminPublicHolidayRoutes, { prefix: '/admin' });
  await app.register(adminBookingRuleRoutes, { prefix: '/admin' });
  await app.register(adminArea, { prefix: '/admin' });
  await app.register(operatorArea, { prefix: '/operator' });

  // Any other path under /api answers a JSON 404, never a page.
  app.all('/*', { schema: { hide: true } }, async (_request, reply) => sendError(reply, appError('not_found')));
}
