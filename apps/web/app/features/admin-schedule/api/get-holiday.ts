/** `GET /api/admin/holiday/{id}`: one day off of the business. */
import { apiGet, type ApiCallOptions } from '~/lib/api/api-client';
import type { Holiday } from './get-holidays';
import { adminApiUrl, holidayApi } from './keys';

export function holidayUrl(business: string | null, id: string): string {
  return adminApiUrl(holidayApi(id), business);
}

/** Read by the edit and delete pages' loaders. */
export function fetchHoliday(business: string | null, id: string, options?: ApiCallOptions) {
  return apiGet<Holiday>(holidayUrl(business, id), options);
}
