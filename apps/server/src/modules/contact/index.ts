export { contactMail } from './contact-mail.ts';
