/** `GET /api/admin/appointment/{id}/note`: the visit's private (admin) note and the client's note. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { appointmentNoteSchema } from '@vizitas/shared/schemas/appointment';
import { adminAppointmentNote } from '@vizitas/shared/api/admin/appointments';
import { apiCall, type ApiCallOptions } from '~/lib/api/api-client';
import { adminAppointmentKeys } from './keys';

export type AppointmentNote = z.infer<typeof appointmentNoteSchema>;

export function fetchAppointmentNote(business: string | null, id: string, options?: ApiCallOptions) {
  return apiCall(adminAppointmentNote, { verslas: business, params: { id } }, options);
}

export function appointmentNoteQueryOptions(business: string | null, id: string) {
  return queryOptions({
    queryKey: adminAppointmentKeys.note(business, id),
    queryFn: ({ signal }) => fetchAppointmentNote(business, id, { signal }),
  });
}

/** The edit page's note; `initial` from the page's loader (null when it failed there: fetched here). */
export function useAppointmentNote(business: string | null, id: string, initial: AppointmentNote | null) {
  return useQuery({ ...appointmentNoteQueryOptions(business, id), initialData: initial ?? undefined });
}
