/**
 * Every section of the catalogue by its key (`messages.booking`, `messages.adminArea`…), each
 * defined in its area's file. `index.ts` exposes this module as the namespace `messages`: a bundle
 * then carries only the sections its code reads (a public page does not download the admin texts).
 */
export { phone, emailVerification, auth, profile, twoFactor } from './account';
export { adminCalendar } from './admin-calendar';
export { adminCatalogue } from './admin-catalogue';
export { adminShare, clientInvitations, bookingEmbed, invitationUnsubscribe, adminHelp } from './admin-outreach';
export { adminProfile, uploads, adminGallery } from './admin-profile';
export { adminSchedule } from './admin-schedule';
export { adminNav, adminArea, adminAppointments, adminClients } from './admin';
export { appointmentReview, appointmentStatus, booking, visits } from './booking';
export { common, dialog, form, errors, nav } from './common';
export { mail, devOutbox } from './mail';
export { notifications, webpush } from './notifications';
export { businessRegistration, onboarding } from './onboarding';
export { operator } from './operator';
export { noticeTexts, noticeMails, notificationSettings, reminderSettings, unsubscribe, premium } from './reminders';
export {
  footer,
  connectivity,
  pwa,
  share,
  serviceWorker,
  unsupportedBrowser,
  cookieConsent,
  home,
  search,
  business,
  contact,
  alerts,
  notFound,
  errorPage,
  taxonomy,
} from './site';
