/**
 * The unsubscribe link of a client invitation (docs/decisions/029): `GET
 * /api/public/invitation-unsubscribe?token=` says whose invitation it was (the address partly
 * hidden), `POST` with `{token}` records that the address wants no more invitations from anyone.
 */
import '../zod-locale';
import { z } from 'zod';

/** The link's token: 32 random bytes, base64url (43 characters). */
export const invitationTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, { error: 'Nuoroda neteisinga.' });

export const invitationUnsubscribeQuerySchema = z.object({ token: invitationTokenSchema });
/** The page's button sends `{token}`; RFC 8058's one-click has the token in the address and a form body. */
export const invitationUnsubscribeRequestSchema = z.object({ token: invitationTokenSchema });
export const invitationOneClickQuerySchema = z.object({ token: invitationTokenSchema.optional() });

export const invitationUnsubscribeInfoSchema = z.object({
  /** The address with its middle hidden (`as***@example.lt`): the link may have been forwarded. */
  email: z.string(),
  business: z.string(),
  unsubscribed: z.boolean(),
});
export type InvitationUnsubscribeInfo = z.infer<typeof invitationUnsubscribeInfoSchema>;

export const invitationUnsubscribeResponseSchema = z.object({
  success: z.literal(true),
  /** It had been done before (the link used twice). */
  already: z.boolean(),
});
export type InvitationUnsubscribeResponse = z.infer<typeof invitationUnsubscribeResponseSchema>;
