/**
 * Invitations to a business's existing clients (docs/decisions/029): `POST
 * /api/admin/send-invitation` (seed 7) takes the pasted or uploaded list as text — one address a
 * line, or CSV with an e-mail and a name column — and answers each line's outcome;
 * `GET /api/admin/invitations` lists the invitations sent and what is left of today's limit.
 */
import '../../zod-locale';
import { z } from 'zod';
import { refuseNul } from './common.ts';

/** Lines of one list at most (a header line included). */
export const INVITATION_LIST_MAX_LINES = 500;
/** Invitations one business may send in one calendar day (its time zone). */
export const INVITATIONS_PER_DAY = 200;
/** The list as sent, in characters: 500 lines of a long address and name. */
export const INVITATION_LIST_MAX_CHARS = 200_000;
/** A name longer than this is cut to it. */
export const INVITATION_NAME_MAX = 120;

export const sendInvitationRequestSchema = z
  .object({
    /** The pasted list, or the uploaded CSV file's text. */
    list: z.string().max(INVITATION_LIST_MAX_CHARS, { error: 'Sąrašas per ilgas.' }),
  })
  .superRefine((value, ctx) => refuseNul(value, ctx));
export type SendInvitationRequest = z.infer<typeof sendInvitationRequestSchema>;

export const INVITATION_OUTCOMES = ['invited', 'duplicate', 'invalid_email', 'already_invited', 'already_client', 'unsubscribed'] as const;
export type InvitationOutcome = (typeof INVITATION_OUTCOMES)[number];

export const invitationLineResultSchema = z.object({
  /** The line of the list (1 = the first), as a person counts them in the file. */
  line: z.number().int().positive(),
  /** The address as read (lowercased when valid). */
  email: z.string(),
  name: z.string().nullable(),
  outcome: z.enum(INVITATION_OUTCOMES),
});
export type InvitationLineResult = z.infer<typeof invitationLineResultSchema>;

export const sendInvitationResponseSchema = z.object({
  sent: z.number().int().nonnegative(),
  results: z.array(invitationLineResultSchema),
  /** Invitations the business may still send today. */
  leftToday: z.number().int().nonnegative(),
});
export type SendInvitationResponse = z.infer<typeof sendInvitationResponseSchema>;

export const sentInvitationSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string().nullable(),
  sentAt: z.iso.datetime({ offset: true }),
  /** The address has since asked for no more invitations. */
  optedOut: z.boolean(),
});
export type SentInvitation = z.infer<typeof sentInvitationSchema>;

export const invitationsListSchema = z.object({
  /** The newest 100. */
  items: z.array(sentInvitationSchema),
  total: z.number().int().nonnegative(),
  leftToday: z.number().int().nonnegative(),
  dailyLimit: z.number().int().positive(),
  maxLines: z.number().int().positive(),
  /** Whether this member may send invitations (the owner, the operator for the business; not staff). */
  canSend: z.boolean(),
});
export type InvitationsList = z.infer<typeof invitationsListSchema>;
