/** `GET /api/admin/schedule-overrides`: the overrides from today for a year (of one specialist, or all). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { scheduleOverrideListSchema, scheduleOverrideSchema } from '@vizitas/shared/schemas/admin/schedule-overrides';
import { adminScheduleOverrideList } from '@vizitas/shared/api/admin/schedule-overrides';
import { apiCall, type ApiCallOptions } from '~/lib/api/api-client';
import { adminScheduleKeys } from './keys';

export type ScheduleOverride = z.infer<typeof scheduleOverrideSchema>;
export type ScheduleOverrideList = z.infer<typeof scheduleOverrideListSchema>;

const queryString = (specialist: string | null) => (specialist ? new URLSearchParams({ specialist }).toString() : '');

/** The overrides' query: all of the business's, or `specialist`'s. */
export function overridesInput(specialist: string | null = null) {
  return specialist ? { specialist } : {};
}

export function fetchOverrides(business: string | null, specialist: string | null, options?: ApiCallOptions) {
  return apiCall(adminScheduleOverrideList, { verslas: business, query: overridesInput(specialist) }, options);
}

export function overridesQueryOptions(business: string | null, specialist: string | null) {
  return queryOptions({
    queryKey: adminScheduleKeys.overrides(business, queryString(specialist)),
    queryFn: ({ signal }) => fetchOverrides(business, specialist, { signal }),
  });
}

/** The coming overrides; `initial` from the page's loader. */
export function useOverrides(business: string | null, specialist: string | null, initial?: ScheduleOverrideList | null) {
  return useQuery({ ...overridesQueryOptions(business, specialist), initialData: initial ?? undefined });
}
