/** `GET /api/admin/schedule/{specialistId}`: a specialist's weekly hours (an empty week when none were set). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { weeklyScheduleSchema } from '@vizitas/shared/schemas/admin/weekly-schedules';
import { adminWeeklySchedule } from '@vizitas/shared/api/admin/schedule';
import { apiCall, type ApiCallOptions } from '~/lib/api/api-client';
import { adminScheduleKeys } from './keys';

export type WeeklySchedule = z.infer<typeof weeklyScheduleSchema>;

export function fetchWeeklySchedule(business: string | null, specialistId: string, options?: ApiCallOptions) {
  return apiCall(adminWeeklySchedule, { verslas: business, params: { specialistId } }, options);
}

export function weeklyScheduleQueryOptions(business: string | null, specialistId: string) {
  return queryOptions({
    queryKey: adminScheduleKeys.week(business, specialistId),
    queryFn: ({ signal }) => fetchWeeklySchedule(business, specialistId, { signal }),
  });
}

/** The week of the page; `initial` from its loader. */
export function useWeeklySchedule(business: string | null, specialistId: string, initial?: WeeklySchedule) {
  return useQuery({ ...weeklyScheduleQueryOptions(business, specialistId), initialData: initial });
}
