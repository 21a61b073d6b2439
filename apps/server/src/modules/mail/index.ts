export { createMailer, type Mailer, type MailMessage, type MailSettings, mailSettingsFromEnv, readOutbox } from './mailer.ts';
export { emailVerificationMail, passwordResetMail } from './templates.ts';
