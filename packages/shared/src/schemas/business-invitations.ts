import '../zod-locale';
import { z } from 'zod';
import { messages } from '../messages/index.ts';
import { emailSchema } from './account.ts';
import { BUSINESS_NAME_MAX_LENGTH } from './business-registration.ts';
import { invitationTokenSchema } from './invitation-unsubscribe.ts';

/**
 * The operator invites a new business by e-mail (`/operatorius/kvietimai`, `POST
 * /api/operator/business-invitations`). Each invitation is answered:
 * - `sent`: the mail is on its way (through the job queue);
 * - `already_business`: the address already owns a business here;
 * - `recently_invited`: it was invited in the last {@link REINVITE_AFTER_DAYS} days;
 * - `unsubscribed`: it asked never to be invited again (an invitation's unsubscribe link).
 * The mail's registration link (`/verslui/registracija?kvietimas=…`) pre-fills the business's name,
 * the address and the person's name, and the business registered from it keeps who invited it.
 */
export const BUSINESS_INVITATION_OUTCOMES = ['sent', 'already_business', 'recently_invited', 'unsubscribed'] as const;
export type BusinessInvitationOutcome = (typeof BUSINESS_INVITATION_OUTCOMES)[number];

export const REINVITE_AFTER_DAYS = 14;
export const PERSON_NAME_MAX = 100;
/** The registration link's query parameter. */
export const INVITATION_QUERY_PARAM = 'kvietimas';

const v = messages.businessInvitations.validation;

export const businessInvitationInputSchema = z.object({
  email: emailSchema,
  businessName: z
    .string({ error: v.businessName })
    .trim()
    .min(1, { error: v.businessName })
    .max(BUSINESS_NAME_MAX_LENGTH, { error: v.businessNameLength }),
  personName: z.string({ error: v.personName }).trim().max(PERSON_NAME_MAX, { error: v.personName }).optional(),
});
export type BusinessInvitationInput = z.infer<typeof businessInvitationInputSchema>;

export const businessInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  businessName: z.string(),
  personName: z.string().nullable(),
  /** The operator who invited; null once her account is gone. */
  invitedBy: z.string().nullable(),
  createdAt: z.string(),
  /** The business registered from the invitation's link. */
  registered: z.object({ at: z.string(), business: z.object({ id: z.string(), name: z.string(), slug: z.string() }) }).nullable(),
  /** The address asked never to be invited again. */
  unsubscribed: z.boolean(),
});
export type BusinessInvitation = z.infer<typeof businessInvitationSchema>;

export const businessInvitationResultSchema = z.object({
  outcome: z.enum(BUSINESS_INVITATION_OUTCOMES),
  /** The invitation written (`sent`), or the last one to the address (`recently_invited`). */
  invitation: businessInvitationSchema.nullable(),
});
export type BusinessInvitationResult = z.infer<typeof businessInvitationResultSchema>;

export const businessInvitationsSchema = z.object({
  /** The newest invitations first (the last 100). */
  items: z.array(businessInvitationSchema),
});
export type BusinessInvitations = z.infer<typeof businessInvitationsSchema>;

/** `?token=` of the registration link's invitation (the same token as its unsubscribe link). */
export const businessInvitationQuerySchema = z.object({ token: invitationTokenSchema });

/** What the registration page pre-fills from an invitation's link. */
export const businessInvitationPrefillSchema = z.object({
  email: z.string(),
  businessName: z.string(),
  personName: z.string().nullable(),
});
export type BusinessInvitationPrefill = z.infer<typeof businessInvitationPrefillSchema>;
