/** `DELETE /api/admin/schedule-override/{id}`: the date returns to the weekly hours; with the visits to cancel. */
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CancelAppointmentsInput } from '@vizitas/shared/schemas/admin/schedule-changes';
import type { deletedScheduleOverrideSchema } from '@vizitas/shared/schemas/admin/schedule-overrides';
import { adminScheduleOverrideDelete } from '@vizitas/shared/api/admin/schedule-overrides';
import { apiCall, type ApiCallOptions } from '~/lib/api/api-client';
import { useRefreshAfterChange } from './refresh';

export type DeletedOverride = z.infer<typeof deletedScheduleOverrideSchema>;

export function deleteOverride(business: string | null, id: string, cancel?: CancelAppointmentsInput, options?: ApiCallOptions) {
  return apiCall(
    adminScheduleOverrideDelete,
    { verslas: business, params: { id }, body: cancel ? { cancelAppointments: cancel } : {} },
    options,
  );
}

export function useDeleteOverride(business: string | null, id: string) {
  return useMutation({
    mutationFn: (cancel?: CancelAppointmentsInput) => deleteOverride(business, id, cancel),
    onSettled: useRefreshAfterChange(business),
  });
}
