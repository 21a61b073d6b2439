/**
 * `PATCH /api/admin/appointment/{id}`: a status action (confirm, decline, …) with its optional
 * reason. A refused change (409 `invalid_transition`: already confirmed, declined, cancelled) is
 * an `ApiError` with the API's Lithuanian message; every list and the badge are fetched again after.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { adminAppointmentViewSchema, AdminUpdateAppointmentInput } from '@vizitas/shared/schemas/admin/appointments';
import { adminAppointmentUpdate } from '@vizitas/shared/api/admin/appointments';
import { apiCall, type ApiCallOptions } from '~/lib/api/api-client';
import { adminAppointmentKeys } from './keys';

export type AdminAppointment = z.infer<typeof adminAppointmentViewSchema>;
export type AppointmentAction = NonNullable<AdminUpdateAppointmentInput['action']>;

/** Longest reason the API takes. */
export const REASON_MAX_LENGTH = 500;

export interface UpdateAppointmentInput {
  id: string;
  changes: AdminUpdateAppointmentInput;
}

export function updateAppointment(business: string | null, { id, changes }: UpdateAppointmentInput, options?: ApiCallOptions) {
  return apiCall(adminAppointmentUpdate, { verslas: business, params: { id }, body: changes }, options);
}

/** The body of a status action: the reason only when one was written. */
export function actionChanges(action: AppointmentAction, reason = ''): AdminUpdateAppointmentInput {
  const trimmed = reason.trim();
  return trimmed ? { action, reason: trimmed } : { action };
}

export function useUpdateAppointment(business: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateAppointmentInput) => updateAppointment(business, input),
    // Success or refusal alike: what is on screen may be stale. Not awaited: the caller's own
    // callbacks (a toast, leaving the page) need not wait for the lists.
    onSettled: () => {
      void client.invalidateQueries({ queryKey: adminAppointmentKeys.ofBusiness(business) });
      // A move, other services or a cancellation change the day's free times too.
      void client.invalidateQueries({ queryKey: adminAppointmentKeys.allFreeTimes });
    },
  });
}
