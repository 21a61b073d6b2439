export {
  createMailer,
  type Mailer,
  type MailAttachment,
  type MailMessage,
  type MailSettings,
  mailSettingsFromEnv,
  readOutbox,
} from './mailer.ts';
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
  type CalendarFile,
  type VisitMailFacts,
  withCalendarFile,
} from './appointment-mails.ts';
