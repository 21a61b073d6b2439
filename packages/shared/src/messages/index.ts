/**
 * The one Lithuanian message catalogue of the product (server and browser).
 *
 * Each area keeps its texts in its own file beside this one (common, site, account, booking,
 * admin, operator, notifications, mail); `messages` below puts them together under the keys
 * callers use (`messages.booking.summary.title`). A text shown by several areas lives in
 * `./common`. A new top-level key goes into its area's file and into `messages` here
 * (`index.test.ts` checks that none is missing or in two areas).
 *
 * Strings quoted by the seed specification (sections 4, 5 and 8) are copied here word for
 * word and must not be "improved". Placeholders are written `{name}` and filled by `format()`
 * (or `formatHtml()` for the few messages that carry markup, e.g. a contact link).
 * The product name is never written here: use `{brand}` with `BRAND` from `../brand`.
 * Category and city names live in `../taxonomy` and are mirrored under `messages.taxonomy`.
 */
import { accountMessages } from './account';
import { adminMessages } from './admin';
import { adminCalendarMessages } from './admin-calendar';
import { adminCatalogueMessages } from './admin-catalogue';
import { adminOutreachMessages } from './admin-outreach';
import { adminProfileMessages } from './admin-profile';
import { adminScheduleMessages } from './admin-schedule';
import { bookingMessages } from './booking';
import { commonMessages } from './common';
import { mailMessages } from './mail';
import { notificationsMessages } from './notifications';
import { onboardingMessages } from './onboarding';
import { operatorMessages } from './operator';
import { remindersMessages } from './reminders';
import { siteMessages } from './site';

export { escapeHtml, format, formatHtml, type FormatValue, type FormatVars, type Placeholders } from './format';

/** The whole catalogue, its keys in the order they have always had. */
export const messages = {
  common: commonMessages.common,
  dialog: commonMessages.dialog,
  form: commonMessages.form,
  phone: accountMessages.phone,
  connectivity: siteMessages.connectivity,
  emailVerification: accountMessages.emailVerification,
  notifications: notificationsMessages.notifications,
  pwa: siteMessages.pwa,
  webpush: notificationsMessages.webpush,
  appointmentReview: bookingMessages.appointmentReview,
  share: siteMessages.share,
  serviceWorker: siteMessages.serviceWorker,
  unsupportedBrowser: siteMessages.unsupportedBrowser,
  cookieConsent: siteMessages.cookieConsent,
  errors: commonMessages.errors,
  nav: commonMessages.nav,
  adminNav: adminMessages.adminNav,
  adminArea: adminMessages.adminArea,
  adminAppointments: adminMessages.adminAppointments,
  adminClients: adminMessages.adminClients,
  adminCalendar: adminCalendarMessages.adminCalendar,
  adminSchedule: adminScheduleMessages.adminSchedule,
  appointmentStatus: bookingMessages.appointmentStatus,
  footer: siteMessages.footer,
  home: siteMessages.home,
  search: siteMessages.search,
  business: siteMessages.business,
  booking: bookingMessages.booking,
  visits: bookingMessages.visits,
  contact: siteMessages.contact,
  alerts: siteMessages.alerts,
  auth: accountMessages.auth,
  profile: accountMessages.profile,
  twoFactor: accountMessages.twoFactor,
  mail: mailMessages.mail,
  devOutbox: mailMessages.devOutbox,
  operator: operatorMessages.operator,
  notFound: siteMessages.notFound,
  errorPage: siteMessages.errorPage,
  taxonomy: siteMessages.taxonomy,
  businessRegistration: onboardingMessages.businessRegistration,
  onboarding: onboardingMessages.onboarding,
  adminProfile: adminProfileMessages.adminProfile,
  adminGallery: adminProfileMessages.adminGallery,
  uploads: adminProfileMessages.uploads,
  adminShare: adminOutreachMessages.adminShare,
  clientInvitations: adminOutreachMessages.clientInvitations,
  invitationUnsubscribe: adminOutreachMessages.invitationUnsubscribe,
  adminHelp: adminOutreachMessages.adminHelp,
  bookingEmbed: adminOutreachMessages.bookingEmbed,
  noticeTexts: remindersMessages.noticeTexts,
  noticeMails: remindersMessages.noticeMails,
  notificationSettings: remindersMessages.notificationSettings,
  reminderSettings: remindersMessages.reminderSettings,
  unsubscribe: remindersMessages.unsubscribe,
  premium: remindersMessages.premium,
  adminCatalogue: adminCatalogueMessages.adminCatalogue,
} as const;

export type Messages = typeof messages;

/** Phone validation kinds that have a message (section 5). */
export type PhoneErrorCode = keyof Messages['phone']['errors'];

/** The message for a phone validation kind, or undefined: "Any other kind shows no message". */
export function phoneErrorMessage(code: string | null | undefined): string | undefined {
  if (code == null || !Object.hasOwn(messages.phone.errors, code)) return undefined;
  return messages.phone.errors[code as PhoneErrorCode];
}
