export { bookingLinks, readBookingLink, recordLinkShared, type LinkedBusiness } from './booking-link.ts';
export { readInstructions } from './instructions.ts';
export { canSkipInstruction, canViewInstructions } from './policy.ts';
export { type BusinessOwner, registerBusiness, type RegisteredBusiness } from './register-business.ts';
export { skipInstruction } from './skip-instruction.ts';
export { checkSlug, type SlugCheck } from './slugs.ts';
export { onboardingReactions } from './reactions.ts';
export { syncOnboarded } from './sync-onboarded.ts';
