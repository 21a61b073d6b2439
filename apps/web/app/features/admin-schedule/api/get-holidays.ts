/** `GET /api/admin/holidays?from=`: the business's days off that end on or after a date, by start. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { holidayListSchema, holidaySchema } from '@vizitas/shared/schemas/admin/holidays';
import { adminHolidayList } from '@vizitas/shared/api/admin/holidays';
import { apiCall, type ApiCallOptions } from '~/lib/api/api-client';
import { adminScheduleKeys } from './keys';

export type Holiday = z.infer<typeof holidaySchema>;
export type HolidayList = z.infer<typeof holidayListSchema>;

const queryString = (from: string) => new URLSearchParams({ from }).toString();

export function fetchHolidays(business: string | null, from: string, options?: ApiCallOptions) {
  return apiCall(adminHolidayList, { verslas: business, query: { from } }, options);
}

export function holidaysQueryOptions(business: string | null, from: string) {
  return queryOptions({
    queryKey: adminScheduleKeys.holidays(business, queryString(from)),
    queryFn: ({ signal }) => fetchHolidays(business, from, { signal }),
  });
}

/** The coming days off; `initial` from the page's loader. */
export function useHolidays(business: string | null, from: string, initial?: HolidayList | null) {
  return useQuery({ ...holidaysQueryOptions(business, from), initialData: initial ?? undefined });
}
