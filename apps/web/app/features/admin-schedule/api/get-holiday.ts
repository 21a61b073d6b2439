/** `GET /api/admin/holiday/{id}`: one day off of the business. */
import { adminHoliday } from '@vizitas/shared/api/admin/holidays';
import { apiCall, type ApiCallOptions } from '~/lib/api/api-client';

/** Read by the edit and delete pages' loaders. */
export function fetchHoliday(business: string | null, id: string, options?: ApiCallOptions) {
  return apiCall(adminHoliday, { verslas: business, params: { id } }, options);
}
