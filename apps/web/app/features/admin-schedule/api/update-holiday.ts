/** `PATCH /api/admin/holiday/{id}`: other dates, whose, name; with the visits to cancel. */
import { useMutation } from '@tanstack/react-query';
import type { UpdateHolidayInput } from '@vizitas/shared/schemas/admin/holidays';
import { apiSend, type ApiCallOptions } from '~/lib/api/api-client';
import type { SavedHoliday } from './create-holiday';
import { adminApiUrl, holidayApi } from './keys';
import { useRefreshAfterChange } from './refresh';

export function updateHoliday(business: string | null, id: string, body: UpdateHolidayInput, options?: ApiCallOptions) {
  return apiSend<SavedHoliday>('PATCH', adminApiUrl(holidayApi(id), business), body, options);
}

export function useUpdateHoliday(business: string | null, id: string) {
  return useMutation({
    mutationFn: (body: UpdateHolidayInput) => updateHoliday(business, id, body),
    onSettled: useRefreshAfterChange(business),
  });
}
