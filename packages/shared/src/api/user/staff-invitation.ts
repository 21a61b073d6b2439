/** The logged-in person joins a business's team. */
import { acceptStaffInvitationSchema, acceptedStaffInvitationSchema } from '../../schemas/staff-invitation.ts';
import { defineContract } from '../contract.ts';

export const acceptStaffInvitation = defineContract('accept_staff_invitation_api', {
  method: 'POST',
  summary: 'Priimti kvietimą į verslo komandą',
  body: acceptStaffInvitationSchema,
  output: acceptedStaffInvitationSchema,
  errors: [400, 401, 404, 409],
});
