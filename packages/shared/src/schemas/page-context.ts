import '../zod-locale';
import { z } from 'zod';
import { businessSummarySchema } from './business.ts';

export const pageUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  isOperator: z.boolean(),
  /** Owner or staff of at least one business: the user menu offers the admin area. */
  isMember: z.boolean(),
  emailVerified: z.boolean(),
  /** E.164, or null while the user has not given one (the phone request dialog then asks). */
  phoneNumber: z.string().nullable(),
});
export type PageUser = z.infer<typeof pageUserSchema>;

export const flashMessagesSchema = z.object({
  success: z.array(z.string()),
  error: z.array(z.string()),
});
export type FlashMessages = z.infer<typeof flashMessagesSchema>;

/** What every page needs to know about who is looking and on which host. */
export const pageContextSchema = z.object({
  user: pageUserSchema.nullable(),
  /** The business whose own domain the request came to, if any. */
  domainBusiness: businessSummarySchema.nullable(),
  flash: flashMessagesSchema,
});
export type PageContextData = z.infer<typeof pageContextSchema>;

export const clientErrorReportSchema = z.object({
  message: z.string().trim().min(1).max(2000),
  stack: z.string().max(8000).optional(),
  pageUrl: z.string().max(2000).optional(),
  extra: z.record(z.string(), z.union([z.string().max(2000), z.number(), z.boolean(), z.null()])).optional(),
});
export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;
