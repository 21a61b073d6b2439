/**
 * `POST /api/admin/schedule/affected-appointments`: the booked visits a change of hours would leave
 * outside working time (a read: nothing is written). Asked right before saving, so it is a call
 * of the save flow rather than a cached query.
 */
import type { AffectedAppointments, ScheduleChange } from '@vizitas/shared/schemas/admin/schedule-changes';
import { apiSend, type ApiCallOptions } from '~/lib/api/api-client';
import { adminApiUrl, AFFECTED_APPOINTMENTS_API } from './keys';

export type { AffectedAppointments, ScheduleChange };

export function fetchAffectedAppointments(business: string | null, change: ScheduleChange, options?: ApiCallOptions) {
  return apiSend<AffectedAppointments>('POST', adminApiUrl(AFFECTED_APPOINTMENTS_API, business), change, options);
}
