export {
  createMailer,
  type Mailer,
  type MailAttachment,
  type MailMessage,
  type MailSettings,
  mailSettingsFromEnv,
  readOutbox,
} from './mailer.ts';
export { emailVerificationMail, passwordResetMail, staffInvitationMail } from './templates.ts';
export {
  appointmentCancelledByBusinessMail,
  appointmentConfirmedMail,
  appointmentDeclinedMail,
  appointmentMovedMail,
  appointmentReceivedMail,
  cancelledByCustomerMail,
  newBookingMail,
  newRequestMail,
  reminderMail,
  reviewRequestMail,
  type CalendarFile,
  type VisitMailFacts,
  withCalendarFile,
  withUnsubscribe,
} from './appointment-mails.ts';
export { clientInvitationMail } from './invitation-mail.ts';
export { premiumRequestMail } from './premium-request-mail.ts';
export { reviewHiddenMail } from './review-hidden-mail.ts';
export { businessInvitationMail } from './business-invitation-mail.ts';
