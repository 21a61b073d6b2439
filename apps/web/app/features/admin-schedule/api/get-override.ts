/** `GET /api/admin/schedule-override/{id}`: one override of the business. */
import { apiGet, type ApiCallOptions } from '~/lib/api/api-client';
import type { ScheduleOverride } from './get-overrides';
import { adminApiUrl, overrideApi } from './keys';

export function overrideUrl(business: string | null, id: string): string {
  return adminApiUrl(overrideApi(id), business);
}

/** Read by the edit page's loader (the page keeps what it loaded while the admin edits). */
export function fetchOverride(business: string | null, id: string, options?: ApiCallOptions) {
  return apiGet<ScheduleOverride>(overrideUrl(business, id), options);
}
