/** `DELETE /api/admin/holiday/{id}`: those days are working days again. */
import { useMutation } from '@tanstack/react-query';
import { adminHolidayDelete } from '@vizitas/shared/api/admin/holidays';
import { apiCall, type ApiCallOptions } from '~/lib/api/api-client';
import { useRefreshAfterChange } from './refresh';

export function deleteHoliday(business: string | null, id: string, options?: ApiCallOptions) {
  return apiCall(adminHolidayDelete, { verslas: business, params: { id } }, options);
}

export function useDeleteHoliday(business: string | null, id: string) {
  return useMutation({ mutationFn: () => deleteHoliday(business, id), onSettled: useRefreshAfterChange(business) });
}
