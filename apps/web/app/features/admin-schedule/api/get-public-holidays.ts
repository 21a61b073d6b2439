/** `GET /api/admin/business/{id}/public-holidays?year=`: Lithuania's public holidays of a year, each marked when the business works. */
import { queryOptions, useQueries } from '@tanstack/react-query';
import type { z } from 'zod';
import type { publicHolidayListSchema } from '@vizitas/shared/schemas/admin/public-holidays';
import { adminPublicHolidayList } from '@vizitas/shared/api/admin/public-holidays';
import { apiCall, type ApiCallOptions } from '~/lib/api/api-client';
import { adminScheduleKeys } from './keys';

export type PublicHolidayList = z.infer<typeof publicHolidayListSchema>;
export type PublicHoliday = PublicHolidayList['holidays'][number];

export function fetchPublicHolidays(businessId: string, year: number, options?: ApiCallOptions) {
  return apiCall(adminPublicHolidayList, { params: { id: businessId }, query: { year } }, options);
}

/** Keyed by the page's `?verslas=` like the other schedule answers (the business id names the same business). */
export function publicHolidaysQueryOptions(business: string | null, businessId: string, year: number) {
  return queryOptions({
    queryKey: adminScheduleKeys.publicHolidays(business, year),
    queryFn: ({ signal }) => fetchPublicHolidays(businessId, year, { signal }),
  });
}

/** The public holidays of several years (this year and the next for the coming ones); `initial` from the loader. */
export function usePublicHolidayYears(
  business: string | null,
  businessId: string,
  years: number[],
  initial: PublicHolidayList[],
) {
  return useQueries({
    queries: years.map((year) => ({
      ...publicHolidaysQueryOptions(business, businessId, year),
      initialData: initial.find((list) => list.year === year),
    })),
  });
}
