import { appError } from '@vizitas/shared';
import type { Instructions } from '@vizitas/shared/schemas/admin/onboarding';
import type { CommandContext } from '#server/core/context.ts';
import type { TenantScope } from '#server/core/tenancy.ts';
import { canSkipInstruction } from './policy.ts';
import { presentInstructions } from './presenter.ts';
import { onboardingFacts } from './queries.ts';
import { syncOnboarded } from './sync-onboarded.ts';

/**
 * The checklist of the scope's business. When the business can take bookings but is not yet
 * marked onboarded (the subscriber that marks it runs after the commit and may have been lost with
 * a process), it is marked here: the flag never lags behind what the checklist shows.
 */
export async function readInstructions(ctx: CommandContext, scope: TenantScope): Promise<Instructions> {
  let facts = await onboardingFacts(ctx.db, scope);
  if (!facts) throw appError('resource_not_found');
  if (facts.bookable && !facts.business.onboarded && (await syncOnboarded(ctx.db, scope.businessId, ctx.now()))) {
    facts = { ...facts, business: { ...facts.business, onboarded: true } };
  }
  return presentInstructions(facts, canSkipInstruction(scope));
}
