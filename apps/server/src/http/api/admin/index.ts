import type { FastifyInstance } from 'fastify';
import { requireMemberHook } from '#server/http/guards.ts';
import { mountEndpoints } from '#server/http/endpoint.ts';
import { adminShellEndpoints } from './shell/shell.ts';
import { adminAppointmentEndpoints } from './appointments/appointments.ts';
import { adminServiceEndpoints } from './services/services.ts';
import { adminScheduleEndpoints } from './schedule/schedule.ts';
import { adminScheduleOverrideEndpoints } from './schedule-overrides/schedule-overrides.ts';
import { adminHolidayEndpoints } from './holidays/holidays.ts';
import { adminPublicHolidayEndpoints } from './public-holidays/public-holidays.ts';
import { adminBookingRuleEndpoints } from './booking-rules/booking-rules.ts';
import { adminCalendarEndpoints } from './calendar/calendar.ts';
import { adminClientEndpoints } from './clients/clients.ts';
import { adminClientCardEndpoints } from './client-cards/client-cards.ts';
import { adminInstructionEndpoints } from './instructions/instructions.ts';
import { adminBookingLinkEndpoints } from './booking-link/booking-link.ts';
import { adminInvitationEndpoints } from './invitations/invitations.ts';
import { adminHelpEndpoints } from './help/help.ts';
import { adminBusinessEndpoints } from './business/business.ts';
import { adminGalleryImageEndpoints } from './gallery-images/gallery-images.ts';
import { adminSpecialistPhotoEndpoints } from './specialist-photos/specialist-photos.ts';
import { adminServiceCategoryEndpoints } from './service-categories/service-categories.ts';
import { adminSpecialistEndpoints } from './specialists/specialists.ts';
import { adminReminderEndpoints } from './reminders/reminders.ts';
import { adminBusinessContactEndpoints } from './business-contacts/business-contacts.ts';
import { adminReviewEndpoints } from './reviews/reviews.ts';
import { adminSupportAccessEndpoints } from './support-access/support-access.ts';

/** The area's endpoints (`../../endpoint.ts`): pages call them in process too. */
export const adminEndpoints = [
  ...adminShellEndpoints,
  ...adminAppointmentEndpoints,
  ...adminHolidayEndpoints,
  ...adminScheduleEndpoints,
  ...adminScheduleOverrideEndpoints,
  ...adminPublicHolidayEndpoints,
  ...adminCalendarEndpoints,
  ...adminBookingRuleEndpoints,
  ...adminReminderEndpoints,
  ...adminServiceEndpoints,
  ...adminServiceCategoryEndpoints,
  ...adminSpecialistEndpoints,
  ...adminSpecialistPhotoEndpoints,
  ...adminGalleryImageEndpoints,
  ...adminBusinessEndpoints,
  ...adminBusinessContactEndpoints,
  ...adminReviewEndpoints,
  ...adminSupportAccessEndpoints,
  ...adminInstructionEndpoints,
  ...adminBookingLinkEndpoints,
  ...adminInvitationEndpoints,
  ...adminHelpEndpoints,
  ...adminClientEndpoints,
  ...adminClientCardEndpoints,
];

/**
 * `/api/admin/*`: a business member's admin area, scoped to their business. Every route here
 * needs a login (401) by a member of some business or the operator (403 `forbidden`); each
 * route then takes its business scope with `requireBusinessMember` (see ../../guards.ts).
 * This is the one place the area's guard is added.
 */
export default async function adminArea(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', requireMemberHook);
  mountEndpoints(app, adminEndpoints);
}
