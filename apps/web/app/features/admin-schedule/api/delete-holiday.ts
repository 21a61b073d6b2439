/** `DELETE /api/admin/holiday/{id}`: those days are working days again. */
import { useMutation } from '@tanstack/react-query';
import { apiSend, type ApiCallOptions } from '~/lib/api/api-client';
import { adminApiUrl, holidayApi } from './keys';
import { useRefreshAfterChange } from './refresh';

export function deleteHoliday(business: string | null, id: string, options?: ApiCallOptions) {
  return apiSend<{ success: true }>('DELETE', adminApiUrl(holidayApi(id), business), {}, options);
}

export function useDeleteHoliday(business: string | null, id: string) {
  return useMutation({ mutationFn: () => deleteHoliday(business, id), onSettled: useRefreshAfterChange(business) });
}
