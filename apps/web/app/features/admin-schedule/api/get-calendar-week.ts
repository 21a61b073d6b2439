/**
 * `GET /api/admin/calendar`: up to seven days of the business as the booking engine computes
 * them (weekly hours, overrides, days off, public holidays and their exclusions) with the visits;
 * the schedule pages show a specialist's coming weeks and everyone's current week from it.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminCalendar } from '@vizitas/shared/api/admin/calendar';
import type { AdminCalendar } from '@vizitas/shared/schemas/admin/calendar';
import { apiCall, type ApiCallOptions } from '~/lib/api/api-client';
import { adminScheduleKeys } from './keys';

export type { AdminCalendar };

export interface CalendarWeekQuery {
  from: string;
  to: string;
  specialist?: string | null;
}

function queryString(query: CalendarWeekQuery): string {
  const search = new URLSearchParams({ from: query.from, to: query.to });
  if (query.specialist) search.set('specialist', query.specialist);
  return search.toString();
}

/** The calendar's query of the days: `from`, `to`, and `specialist` when one is asked. */
export function calendarWeekInput(query: CalendarWeekQuery) {
  return { from: query.from, to: query.to, ...(query.specialist ? { specialist: query.specialist } : {}) };
}

export function fetchCalendarWeek(business: string | null, query: CalendarWeekQuery, options?: ApiCallOptions) {
  return apiCall(adminCalendar, { verslas: business, query: calendarWeekInput(query) }, options);
}

export function calendarWeekQueryOptions(business: string | null, query: CalendarWeekQuery) {
  return queryOptions({
    queryKey: adminScheduleKeys.calendar(business, queryString(query)),
    queryFn: ({ signal }) => fetchCalendarWeek(business, query, { signal }),
  });
}

/** One week; `initial` is the server render's answer when it was for the same days. */
export function useCalendarWeek(
  business: string | null,
  query: CalendarWeekQuery,
  initial?: { query: CalendarWeekQuery; data: AdminCalendar } | null,
) {
  const same = initial && queryString(initial.query) === queryString(query);
  return useQuery({ ...calendarWeekQueryOptions(business, query), initialData: same ? initial.data : undefined });
}
