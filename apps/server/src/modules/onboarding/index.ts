export { bookingLinks, readBookingLink, recordLinkShared, type LinkedBusiness } from './booking-link.ts';
export { readInstructions } from './instructions.ts';
export { canInviteBusinesses, canMarkAsContacted, canReadPipeline, canSkipInstruction, canViewInstructions } from './policy.ts';
export {
  invitationPrefill,
  inviteBusiness,
  listBusinessInvitations,
  type BusinessInvitationMail,
  type BusinessInvitationOutbox,
} from './business-invitations.ts';
export { markAsContacted } from './mark-as-contacted.ts';
export { readPipeline } from './pipeline.ts';
export { readBusinessCard } from './business-card.ts';
export { type BusinessOwner, registerBusiness, type RegisteredBusiness } from './register-business.ts';
export { skipInstruction } from './skip-instruction.ts';
export { checkSlug, type SlugCheck } from './slugs.ts';
export { onboardingReactions } from './reactions.ts';
export { syncOnboarded } from './sync-onboarded.ts';
