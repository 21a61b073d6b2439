/** `GET /api/admin/instructions`: the onboarding checklist of the page's business. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminInstructions } from '@vizitas/shared/api/admin/instructions';
import type { Instructions } from '@vizitas/shared/schemas/admin/onboarding';
import { apiCall, type ApiCallOptions } from '~/lib/api/api-client';

export type { Instructions };

export const instructionKeys = {
  all: ['admin-onboarding'] as const,
  list: (business: string | null) => ['admin-onboarding', 'instructions', business ?? ''] as const,
};

export function fetchInstructions(business: string | null, options?: ApiCallOptions) {
  return apiCall(adminInstructions, { verslas: business }, options);
}

export function instructionsQueryOptions(business: string | null) {
  return queryOptions({
    queryKey: instructionKeys.list(business),
    queryFn: ({ signal }) => fetchInstructions(business, { signal }),
  });
}

/** The checklist; `initial` from the page's loader (asked again when the page comes back into view). */
export function useInstructions(business: string | null, initial?: Instructions | null) {
  return useQuery({ ...instructionsQueryOptions(business), initialData: initial ?? undefined });
}
