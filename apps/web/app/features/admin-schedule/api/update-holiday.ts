/** `PATCH /api/admin/holiday/{id}`: other dates, whose, name; with the visits to cancel. */
import { useMutation } from '@tanstack/react-query';
import { adminHolidayUpdate } from '@vizitas/shared/api/admin/holidays';
import type { UpdateHolidayInput } from '@vizitas/shared/schemas/admin/holidays';
import { apiCall, type ApiCallOptions } from '~/lib/api/api-client';
import { useRefreshAfterChange } from './refresh';

export function updateHoliday(business: string | null, id: string, body: UpdateHolidayInput, options?: ApiCallOptions) {
  return apiCall(adminHolidayUpdate, { verslas: business, params: { id }, body }, options);
}

export function useUpdateHoliday(business: string | null, id: string) {
  return useMutation({
    mutationFn: (body: UpdateHolidayInput) => updateHoliday(business, id, body),
    onSettled: useRefreshAfterChange(business),
  });
}
