/**
 * `PUT /api/admin/schedule/{specialistId}`: the new weekly hours, with the visits to cancel (the
 * admin's answer to the affected visits). The saved week replaces the cached one; the previews,
 * lists and the appointments are fetched again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CancelAppointmentsInput } from '@vizitas/shared/schemas/admin/schedule-changes';
import type { savedWeeklyScheduleSchema } from '@vizitas/shared/schemas/admin/weekly-schedules';
import { adminWeeklyScheduleReplace } from '@vizitas/shared/api/admin/schedule';
import { apiCall, type ApiCallOptions } from '~/lib/api/api-client';
import type { ApiWeek } from '~/features/admin-schedule/model/weekly-hours';
import { adminScheduleKeys } from './keys';
import { useRefreshAfterChange } from './refresh';

export type SavedWeeklySchedule = z.infer<typeof savedWeeklyScheduleSchema>;

export interface SaveWeekInput {
  weeklyHours: ApiWeek;
  cancelAppointments?: CancelAppointmentsInput;
}

export function saveWeeklySchedule(
  business: string | null,
  specialistId: string,
  input: SaveWeekInput,
  options?: ApiCallOptions,
) {
  return apiCall(adminWeeklyScheduleReplace, { verslas: business, params: { specialistId }, body: input }, options);
}

export function useSaveWeeklySchedule(business: string | null, specialistId: string) {
  const client = useQueryClient();
  const refresh = useRefreshAfterChange(business);
  return useMutation({
    mutationFn: (input: SaveWeekInput) => saveWeeklySchedule(business, specialistId, input),
    onSuccess: ({ cancelledAppointments: _cancelled, ...week }) => {
      client.setQueryData(adminScheduleKeys.week(business, specialistId), week);
    },
    onSettled: refresh,
  });
}
