/**
 * Every section of the catalogue by its key, one file per section: `messages.cookieConsent` is
 * `site/cookie-consent.ts`. `index.ts` exposes this module as the namespace `messages`, so a bundle
 * carries only the sections its code reads, and each section file goes to the chunks of the pages
 * that read it (docs/decisions/032 and 033). The folders are the areas; a text shown by several
 * sections of an area is defined once in the area's `words.ts` (`common/words.ts` for every area).
 */

// common/ — texts of every area: buttons, dialog chrome, form errors, the messages of the API
// error codes and the page chrome's navigation (shown on every page, also linked from the booking flow).
export { common } from './common/common';
export { dialog } from './common/dialog';
export { form } from './common/form';
export { errors } from './common/errors';
export { nav } from './common/nav';

// site/ — the public site: the home page, search, a business's page, the contact page, the error
// pages, and what the site's shell shows on any page (connectivity toasts, the install, cookie and
// unsupported-browser dialogs, alert banners, the service worker's console texts).
export { footer } from './site/footer';
export { connectivity } from './site/connectivity';
export { pwa } from './site/pwa';
export { share } from './site/share';
export { serviceWorker } from './site/service-worker';
export { unsupportedBrowser } from './site/unsupported-browser';
export { cookieConsent } from './site/cookie-consent';
export { home } from './site/home';
export { search } from './site/search';
export { business } from './site/business';
export { contact } from './site/contact';
export { alerts } from './site/alerts';
export { notFound } from './site/not-found';
export { errorPage } from './site/error-page';
export { taxonomy } from './site/taxonomy';

// account/ — the customer's account: login, registration, password reset, e-mail verification, the
// profile page with the phone number and two-factor login.
export { phone } from './account/phone';
export { emailVerification } from './account/email-verification';
export { auth } from './account/auth';
export { profile } from './account/profile';
export { twoFactor } from './account/two-factor';

// booking/ — appointments as the customer sees them: the booking flow, the customer's own visits,
// the appointment statuses and the rating of a visit.
export { appointmentReview } from './booking/appointment-review';
export { appointmentStatus } from './booking/appointment-status';
export { booking } from './booking/booking';
export { visits } from './booking/visits';

// notifications/ — the notification tab and the request to allow web push.
export { notifications } from './notifications/notifications';
export { webpush } from './notifications/webpush';

// reminders/ — reminders, review requests, notification settings, unsubscribing and the premium
// plan (docs/decisions/028).
export { noticeTexts } from './reminders/notice-texts';
export { noticeMails } from './reminders/notice-mails';
export { notificationSettings } from './reminders/notification-settings';
export { reminderSettings } from './reminders/reminder-settings';
export { unsubscribe } from './reminders/unsubscribe';
export { premium } from './reminders/premium';

// onboarding/ — a business signs up and sets itself up (docs/decisions/022).
export { businessRegistration } from './onboarding/business-registration';
export { onboarding } from './onboarding/onboarding';

// admin/ — the business admin area: its menu and frame, appointments, clients.
export { adminNav } from './admin/admin-nav';
export { adminArea } from './admin/admin-area';
export { adminAppointments } from './admin/admin-appointments';
export { adminClients } from './admin/admin-clients';

// admin-calendar/, admin-catalogue/, admin-schedule/ — the admin's calendar; services, specialists
// and booking rules (docs/decisions/025); working hours, date overrides and days off.
export { adminCalendar } from './admin-calendar/admin-calendar';
export { adminCatalogue } from './admin-catalogue/admin-catalogue';
export { adminSchedule } from './admin-schedule/admin-schedule';

// admin-profile/ — the business's face in the admin: its profile, logo, profile photo and gallery
// (docs/decisions/026).
export { adminProfile } from './admin-profile/admin-profile';
export { uploads } from './admin-profile/uploads';
export { adminGallery } from './admin-profile/admin-gallery';

// admin-outreach/ — bringing clients in (docs/decisions/029): the booking link page, the
// invitations to existing clients with their unsubscribe page, the embed frame, the help articles.
export { adminShare } from './admin-outreach/admin-share';
export { clientInvitations } from './admin-outreach/client-invitations';
export { bookingEmbed } from './admin-outreach/booking-embed';
export { invitationUnsubscribe } from './admin-outreach/invitation-unsubscribe';
export { adminHelp } from './admin-outreach/admin-help';

// operator/ — the platform operator's pages and API.
export { operator } from './operator/operator';
export { operatorNav } from './operator/operator-nav';
export { operatorPipeline } from './operator/operator-pipeline';
export { operatorBusinessCard } from './operator/operator-business-card';
export { operatorJobs } from './operator/operator-jobs';
export { operatorClientErrors } from './operator/operator-client-errors';
export { operatorHelp } from './operator/operator-help';
export { reviewModeration } from './operator/review-moderation';
export { supportAccess } from './admin/support-access';
export { businessInvitations } from './operator/business-invitations';

// mail/ — e-mails, and the development outbox page that shows them when no SMTP server is set.
export { mail } from './mail/mail';
export { devOutbox } from './mail/dev-outbox';
