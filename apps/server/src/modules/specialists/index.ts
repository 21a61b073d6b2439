export { createSpecialist } from './create-specialist.ts';
export { updateSpecialist } from './update-specialist.ts';
export { setSpecialistActive } from './set-specialist-active.ts';
export { orderSpecialists } from './order-specialists.ts';
export { getSpecialist, listSpecialists } from './queries.ts';
export { inviteStaff, revokeStaffInvitation, type StaffInvitationMail, type StaffInvitationOutbox } from './invite-staff.ts';
export { acceptStaffInvitation, staffInvitationView } from './staff-invitation.ts';
