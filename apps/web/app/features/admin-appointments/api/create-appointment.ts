/**
 * `POST /api/admin/appointments`: the admin books a visit (a walk-in or a phone call). Over
 * another appointment the API answers 409 `slot_taken` with its Lithuanian message (an
 * `ApiError`); the lists and the badge are fetched again after success.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminAppointmentView } from '@vizitas/shared/schemas/admin/appointments';
import { adminAppointmentCreate } from '@vizitas/shared/api/admin/appointments';
import { apiCall, type ApiCallOptions } from '~/lib/api/api-client';
import type { CreateAppointmentBody } from '~/features/admin-appointments/model/appointment-form';
import { adminAppointmentKeys } from './keys';

export function createAppointment(business: string | null, body: CreateAppointmentBody, options?: ApiCallOptions) {
  return apiCall(adminAppointmentCreate, { verslas: business, body }, options) as Promise<AdminAppointmentView>;
}

export function useCreateAppointment(business: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateAppointmentBody) => createAppointment(business, body),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: adminAppointmentKeys.ofBusiness(business) });
      // The day's free times changed too.
      void client.invalidateQueries({ queryKey: adminAppointmentKeys.allFreeTimes });
    },
  });
}
