/** `GET /api/admin/appointment/{id}`: one appointment with its history. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { adminAppointmentDetailSchema } from '@vizitas/shared/schemas/admin/appointments';
import { adminAppointmentDetail } from '@vizitas/shared/api/admin/appointments';
import { apiCall, type ApiCallOptions } from '~/lib/api/api-client';
import { adminAppointmentKeys } from './keys';

export type AdminAppointmentDetail = z.infer<typeof adminAppointmentDetailSchema>;

export function fetchAppointment(business: string | null, id: string, options?: ApiCallOptions) {
  return apiCall(adminAppointmentDetail, { verslas: business, params: { id } }, options);
}

export function appointmentQueryOptions(business: string | null, id: string) {
  return queryOptions({
    queryKey: adminAppointmentKeys.detail(business, id),
    queryFn: ({ signal }) => fetchAppointment(business, id, { signal }),
  });
}

/** The appointment of a confirm or decline page; `initial` from the page's loader. */
export function useAppointment(business: string | null, id: string, initial: AdminAppointmentDetail) {
  return useQuery({ ...appointmentQueryOptions(business, id), initialData: initial });
}
