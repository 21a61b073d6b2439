/** `PATCH /api/admin/schedule-override/{id}`: another date, hours or note, with the visits to cancel. */
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  updatedScheduleOverrideSchema,
  UpdateScheduleOverrideInput,
} from '@vizitas/shared/schemas/admin/schedule-overrides';
import { adminScheduleOverrideUpdate } from '@vizitas/shared/api/admin/schedule-overrides';
import { apiCall, type ApiCallOptions } from '~/lib/api/api-client';
import { useRefreshAfterChange } from './refresh';

export type UpdatedOverride = z.infer<typeof updatedScheduleOverrideSchema>;

export function updateOverride(business: string | null, id: string, body: UpdateScheduleOverrideInput, options?: ApiCallOptions) {
  return apiCall(adminScheduleOverrideUpdate, { verslas: business, params: { id }, body }, options);
}

export function useUpdateOverride(business: string | null, id: string) {
  return useMutation({
    mutationFn: (body: UpdateScheduleOverrideInput) => updateOverride(business, id, body),
    onSettled: useRefreshAfterChange(business),
  });
}
