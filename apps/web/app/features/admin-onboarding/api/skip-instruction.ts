/** `POST /api/admin/skip-instuction/{instruction}` (seed 7, spelled as the seed spells it): the owner skips a step. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminInstructionSkip } from '@vizitas/shared/api/admin/instructions';
import type { OnboardingInstruction } from '@vizitas/shared/schemas/admin/onboarding';
import { apiCall, type ApiCallOptions } from '~/lib/api/api-client';
import { instructionKeys } from './get-instructions';

export function skipInstruction(business: string | null, instruction: OnboardingInstruction, options?: ApiCallOptions) {
  return apiCall(adminInstructionSkip, { verslas: business, params: { instruction } }, options);
}

/** Skips a step, then reads the checklist again (the answer is what the server computed). */
export function useSkipInstruction(business: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (instruction: OnboardingInstruction) => skipInstruction(business, instruction),
    onSettled: () => client.invalidateQueries({ queryKey: instructionKeys.list(business) }),
  });
}
