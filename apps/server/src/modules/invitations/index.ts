export { readInvitationList, type ListedAddress } from './invitation-list.ts';
export { readInvitations } from './list-invitations.ts';
export { canInviteClients, canViewInvitations } from './policy.ts';
export { sendInvitations, type ClientInvitationMail, type ClientInvitationOutbox } from './send-invitations.ts';
export { maskEmail, readUnsubscribeLink, unsubscribeFromInvitations } from './unsubscribe.ts';
