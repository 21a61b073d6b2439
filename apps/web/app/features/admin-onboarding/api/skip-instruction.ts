/** `POST /api/admin/skip-instuction/{instruction}` (seed 7, spelled as the seed spells it): the owner skips a step. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { generatePath } from '@vizitas/shared';
import type { OnboardingInstruction } from '@vizitas/shared/schemas/admin/onboarding';
import { adminApiUrl } from '~/lib/api/admin-api-url';
import { apiSend, type ApiCallOptions } from '~/lib/api/api-client';
import { instructionKeys } from './get-instructions';

export function skipInstructionUrl(business: string | null, instruction: OnboardingInstruction): string {
  return adminApiUrl(generatePath('skip_instruction', { instruction }), business);
}

export function skipInstruction(business: string | null, instruction: OnboardingInstruction, options?: ApiCallOptions) {
  return apiSend<{ success: true }>('POST', skipInstructionUrl(business, instruction), {}, options);
}

/** Skips a step, then reads the checklist again (the answer is what the server computed). */
export function useSkipInstruction(business: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (instruction: OnboardingInstruction) => skipInstruction(business, instruction),
    onSettled: () => client.invalidateQueries({ queryKey: instructionKeys.list(business) }),
  });
}
