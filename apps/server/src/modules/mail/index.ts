export { createMailer, type Mailer, type MailMessage, type MailSettings, mailSettingsFromEnv, readOutbox } from './mailer.ts';
export { emailVerificationMail, passwordResetMail } from './templates.ts';
export {
  appointmentCancelledByBusinessMail,
  appointmentConfirmedMail,
  appointmentDeclinedMail,
  appointmentMovedMail,
  appointmentReceivedMail,
  cancelledByCustomerMail,
  newBookingMail,
  newRequestMail,
  type VisitMailFacts,
} from './appointment-mails.ts';
