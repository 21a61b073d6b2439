/** `GET /api/admin/schedule-override/{id}`: one override of the business. */
import { adminScheduleOverride } from '@vizitas/shared/api/admin/schedule-overrides';
import { apiCall, type ApiCallOptions } from '~/lib/api/api-client';

/** Read by the edit page's loader (the page keeps what it loaded while the admin edits). */
export function fetchOverride(business: string | null, id: string, options?: ApiCallOptions) {
  return apiCall(adminScheduleOverride, { verslas: business, params: { id } }, options);
}
