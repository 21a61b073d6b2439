export { contactMail } from './send-contact-message.ts';
