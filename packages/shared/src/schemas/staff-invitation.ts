/**
 * A staff invitation as its link's page shows it (`GET /api/public/staff-invitation?token=`) and
 * its acceptance by the logged-in person (`POST /api/user/staff-invitation/accept`), docs/decisions/025.
 */
import '../zod-locale';
import { z } from 'zod';

/** The token of the link: 32 random bytes, base64url (43 characters). */
export const invitationTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, { error: 'Neteisinga nuoroda.' });

export const staffInvitationQuerySchema = z.object({ token: invitationTokenSchema });
export const acceptStaffInvitationSchema = z.object({ token: invitationTokenSchema }).strict();

export const staffInvitationViewSchema = z.object({
  businessName: z.string(),
  businessSlug: z.string(),
  specialistName: z.string(),
  /** The address the invitation was sent to. */
  email: z.string(),
  expiresAt: z.string(),
});
export type StaffInvitationView = z.infer<typeof staffInvitationViewSchema>;

export const acceptedStaffInvitationSchema = z.object({
  success: z.literal(true),
  businessSlug: z.string(),
  businessName: z.string(),
});
export type AcceptedStaffInvitation = z.infer<typeof acceptedStaffInvitationSchema>;
