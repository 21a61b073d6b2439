/**
 * `GET` of `admin_calendar_api`: a day or a week of the business — specialists, their hours and the
 * visits — in one answer. Its key sits under the business's appointment keys, so every change
 * of an appointment (move, confirm, decline, create) fetches the calendar again.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminCalendar } from '@vizitas/shared/api/admin/calendar';
import { contractUrl } from '@vizitas/shared/api/contract';
import { apiCall, type ApiCallOptions } from '~/lib/api/api-client';
import { adminAppointmentKeys } from '~/features/admin-appointments/api/keys';

export interface CalendarQuery {
  from: string;
  to: string;
  specialist: string | null;
}

/** The call of the shown days: `?verslas=`, `from`, `to`, and `specialist` when one is chosen. */
function calendarInput(business: string | null, query: CalendarQuery) {
  const days = { from: query.from, to: query.to, ...(query.specialist ? { specialist: query.specialist } : {}) };
  return { verslas: business, query: days };
}

/** The URL `fetchCalendar` asks (the server render has the browser preload it). */
export function calendarUrl(business: string | null, query: CalendarQuery): string {
  return contractUrl(adminCalendar, calendarInput(business, query));
}

export function fetchCalendar(business: string | null, query: CalendarQuery, options?: ApiCallOptions) {
  return apiCall(adminCalendar, calendarInput(business, query), options);
}

export const calendarKey = (business: string | null, query: CalendarQuery) =>
  [...adminAppointmentKeys.ofBusiness(business), 'calendar', query.from, query.to, query.specialist ?? ''] as const;

export function calendarQueryOptions(business: string | null, query: CalendarQuery) {
  return queryOptions({
    queryKey: calendarKey(business, query),
    queryFn: ({ signal }) => fetchCalendar(business, query, { signal }),
  });
}

/** The calendar of the shown days; another day keeps the previous one on screen until its answer arrives. */
export function useCalendar(business: string | null, query: CalendarQuery) {
  return useQuery({ ...calendarQueryOptions(business, query), placeholderData: keepPreviousData });
}
