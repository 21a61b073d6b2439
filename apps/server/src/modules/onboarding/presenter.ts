import { ONBOARDING_INSTRUCTIONS, REQUIRED_INSTRUCTIONS, type Instructions } from '@vizitas/shared/schemas/admin/onboarding';
import type { OnboardingFacts } from './queries.ts';

/** The checklist as the admin home shows it: every step in order, done (its data), skipped, or to do. */
export function presentInstructions(facts: OnboardingFacts, canSkip: boolean): Instructions {
  return {
    business: facts.business,
    onboarded: facts.business.onboarded,
    items: ONBOARDING_INSTRUCTIONS.map((instruction) => ({
      instruction,
      state: facts.done[instruction] ? 'done' : facts.skipped.has(instruction) ? 'skipped' : 'todo',
      required: REQUIRED_INSTRUCTIONS.includes(instruction),
    })),
    bookingRules: facts.bookingRules,
    canSkip,
  };
}
