/**
 * The contact form of `/susisiekti` (`POST /api/public/contact`): checked with the same schema
 * in the browser, in the page's action and by the API.
 */
import '../zod-locale';
import { z } from 'zod';
import { messages } from '../messages';
import { CONTROL_CHARACTERS_IN_TEXT } from '../text-characters';
import { emailSchema, nameSchema } from './account';

import { CONTACT_MESSAGE_MAX_LENGTH } from './contact-limits';

export { CONTACT_MESSAGE_MAX_LENGTH, CONTACT_RATE_LIMIT } from './contact-limits';

const v = messages.contact.validation;
const invalidValue = messages.auth.validation.invalidValue;

export const contactMessageSchema = z
  .string({ error: (issue) => (issue.input === undefined || issue.input === null ? v.messageRequired : invalidValue) })
  .trim()
  .min(1, { error: v.messageRequired, abort: true })
  .max(CONTACT_MESSAGE_MAX_LENGTH, { error: v.messageTooLong.replace('{max}', String(CONTACT_MESSAGE_MAX_LENGTH)), abort: true })
  .refine((message) => !CONTROL_CHARACTERS_IN_TEXT.test(message), { error: invalidValue });

export const contactRequestSchema = z.object({
  name: nameSchema,
  email: emailSchema.refine((email) => !CONTROL_CHARACTERS_IN_TEXT.test(email), { error: messages.auth.validation.emailInvalid }),
  message: contactMessageSchema,
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;

export const contactResponseSchema = z.object({ success: z.literal(true), message: z.string(), email: z.string() });
export type ContactResponse = z.infer<typeof contactResponseSchema>;
