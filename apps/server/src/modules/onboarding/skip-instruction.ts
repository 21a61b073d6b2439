import { skippedInstructions } from '@vizitas/db';
import { appError } from '@vizitas/shared';
import { REQUIRED_INSTRUCTIONS, type OnboardingInstruction } from '@vizitas/shared/schemas/admin/onboarding';
import type { CommandContext } from '#server/core/context.ts';
import type { TenantScope } from '#server/core/tenancy.ts';

/**
 * The owner skips a step of the checklist (`POST /api/admin/skip-instuction/{instruction}`).
 * Skipping twice, or a step already done, changes nothing. The required steps (services, working
 * hours: without them nobody can book) are refused with 409 `instruction_required`.
 */
export async function skipInstruction(ctx: CommandContext, scope: TenantScope, instruction: OnboardingInstruction): Promise<void> {
  if (REQUIRED_INSTRUCTIONS.includes(instruction)) throw appError('instruction_required');
  await ctx.db
    .insert(skippedInstructions)
    .values(scope.values({ instruction, skippedByUserId: scope.userId, skippedAt: ctx.now() }))
    .onConflictDoNothing();
}
