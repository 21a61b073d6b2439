/**
 * `GET` of `admin_calendar_api`: a day or a week of the business — specialists, their hours and the
 * visits — in one answer. Its key sits under the business's appointment keys, so every change
 * of an appointment (move, confirm, decline, create) fetches the calendar again.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { generatePath } from '@vizitas/shared';
import type { AdminCalendar } from '@vizitas/shared/schemas/admin/calendar';
import { apiGet, type ApiCallOptions } from '~/lib/api/api-client';
import { adminApiUrl, adminAppointmentKeys } from '~/features/admin-appointments/api/keys';

export const CALENDAR_API = generatePath('admin_calendar_api');

export interface CalendarQuery {
  from: string;
  to: string;
  specialist: string | null;
}

export function calendarUrl(business: string | null, query: CalendarQuery): string {
  const search = new URLSearchParams({ from: query.from, to: query.to });
  if (query.specialist) search.set('specialist', query.specialist);
  return adminApiUrl(CALENDAR_API, business, search.toString());
}

export function fetchCalendar(business: string | null, query: CalendarQuery, options?: ApiCallOptions) {
  return apiGet<AdminCalendar>(calendarUrl(business, query), options);
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
