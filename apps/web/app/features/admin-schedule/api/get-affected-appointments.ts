/**
 * `POST /api/admin/schedule/affected-appointments`: the booked visits a change of hours would leave
 * outside working time (a read: nothing is written). Asked right before saving, so it is a call
 * of the save flow rather than a cached query.
 */
import { adminAffectedAppointments } from '@vizitas/shared/api/admin/schedule';
import type { AffectedAppointments, ScheduleChange } from '@vizitas/shared/schemas/admin/schedule-changes';
import { apiCall, type ApiCallOptions } from '~/lib/api/api-client';

export type { AffectedAppointments, ScheduleChange };

export function fetchAffectedAppointments(business: string | null, change: ScheduleChange, options?: ApiCallOptions) {
  return apiCall(adminAffectedAppointments, { verslas: business, body: change }, options);
}
