import type { FastifyInstance } from 'fastify';
import { appError } from '@vizitas/shared';
import sessionPlugin from '#server/http/plugins/session.ts';
import flashPlugin from '#server/http/plugins/flash.ts';
import { sendError } from '#server/http/plugins/errors.ts';
import textInputPlugin from '#server/http/plugins/text-input.ts';
import multipartPlugin from '#server/http/plugins/multipart.ts';
import guardBeforeBodyPlugin from '#server/http/plugins/guard-before-body.ts';
import { requireMemberHook, requireUserHook } from '#server/http/guards.ts';
import publicArea from './public/index.ts';
import userArea from './user/index.ts';
import adminArea from './admin/index.ts';
import operatorArea from './operator/index.ts';
import userAppointmentRoutes from './user/appointments/appointments.ts';
import adminAppointmentRoutes from './admin/appointments/appointments.ts';
import adminServiceRoutes from './admin/services/services.ts';
import adminScheduleRoutes from './admin/schedule/schedule.ts';
import adminScheduleOverrideRoutes from './admin/schedule-overrides/schedule-overrides.ts';
import adminHolidayRoutes from './admin/holidays/holidays.ts';
import adminPublicHolidayRoutes from './admin/public-holidays/public-holidays.ts';
import adminBookingRuleRoutes from './admin/booking-rules/booking-rules.ts';
import adminCalendarRoutes from './admin/calendar/calendar.ts';
import adminShellRoutes from './admin/shell/shell.ts';
import adminClientRoutes from './admin/clients/clients.ts';
import adminClientCardRoutes from './admin/client-cards/client-cards.ts';
import adminInstructionRoutes from './admin/instructions/instructions.ts';
import adminBookingLinkRoutes from './admin/booking-link/booking-link.ts';
import adminInvitationRoutes from './admin/invitations/invitations.ts';
import adminHelpRoutes from './admin/help/help.ts';
import adminBusinessRoutes from './admin/business/business.ts';
import adminGalleryImageRoutes from './admin/gallery-images/gallery-images.ts';
import adminSpecialistPhotoRoutes from './admin/specialist-photos/specialist-photos.ts';
import adminServiceCategoryRoutes from './admin/service-categories/service-categories.ts';
import adminSpecialistRoutes from './admin/specialists/specialists.ts';
import adminReminderRoutes from './admin/reminders/reminders.ts';

/** The JSON API: `/api/public`, `/api/user`, `/api/admin` (the seed's areas). */
export default async function apiRoutes(app: FastifyInstance): Promise<void> {
  // The guard and the policy of an operation answer before its body's schema (401/403/404 first).
  await app.register(guardBeforeBodyPlugin);
  // A form (multipart/form-data) is read as the body its operation's schema expects, before the
  // character rule and the schema check it; the picture uploads read their file (decision 026).
  await app.register(multipartPlugin);
  // Every string of every API request goes through the one character rule.
  await app.register(textInputPlugin);
  await app.register(sessionPlugin);
  await app.register(flashPlugin);

  await app.register(publicArea, { prefix: '/public' });
  await app.register(userArea, { prefix: '/user' });
  // The booking routes sit behind the same area guards as the rest of /user and /admin:
  // a visitor gets 401 before the body is read, a non-member 403.
  await app.register(
    async (area) => {
      area.addHook('onRequest', requireUserHook);
      await area.register(userAppointmentRoutes);
    },
    { prefix: '/user' },
  );
  await app.register(
    async (area) => {
      area.addHook('onRequest', requireMemberHook);
      await area.register(adminAppointmentRoutes);
      await area.register(adminServiceRoutes);
      await area.register(adminScheduleRoutes);
      await area.register(adminScheduleOverrideRoutes);
      await area.register(adminHolidayRoutes);
      await area.register(adminPublicHolidayRoutes);
      await area.register(adminBookingRuleRoutes);
      await area.register(adminCalendarRoutes);
      await area.register(adminShellRoutes);
      await area.register(adminClientRoutes);
      await area.register(adminClientCardRoutes);
      await area.register(adminInstructionRoutes);
      await area.register(adminBookingLinkRoutes);
      await area.register(adminInvitationRoutes);
      await area.register(adminHelpRoutes);
      await area.register(adminBusinessRoutes);
      await area.register(adminGalleryImageRoutes);
      await area.register(adminSpecialistPhotoRoutes);
      await area.register(adminServiceCategoryRoutes);
      await area.register(adminSpecialistRoutes);
      await area.register(adminReminderRoutes);
    },
    { prefix: '/admin' },
  );
  await app.register(adminArea, { prefix: '/admin' });
  await app.register(operatorArea, { prefix: '/operator' });

  // Any other path under /api answers a JSON 404, never a page.
  app.all('/*', { schema: { hide: true } }, async (_request, reply) => sendError(reply, appError('not_found')));
}
