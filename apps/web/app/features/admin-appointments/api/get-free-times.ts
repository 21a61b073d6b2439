/**
 * `GET` of `available_time_slots_api`: the free start times of one day for the
 * chosen services and specialist, as the customer's booking wizard sees them (working hours,
 * days off, other visits and the booking rules applied). The admin forms suggest them.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { generatePath } from '@vizitas/shared';
import type { availableTimeSlotsSchema } from '@vizitas/shared/schemas/schedule';
import { apiGet, type ApiCallOptions } from '~/lib/api/api-client';
import { adminAppointmentKeys } from './keys';

export type FreeTimes = z.infer<typeof availableTimeSlotsSchema>;

export interface FreeTimesQuery {
  /** The business's slug. */
  business: string;
  date: string;
  services: readonly string[];
  specialist: string;
}

export function freeTimesUrl(query: FreeTimesQuery): string {
  const search = new URLSearchParams({
    business: query.business,
    date: query.date,
    services: query.services.join(','),
    specialist: query.specialist,
  });
  return `${generatePath('available_time_slots_api')}?${search.toString()}`;
}

export function fetchFreeTimes(query: FreeTimesQuery, options?: ApiCallOptions) {
  return apiGet<FreeTimes>(freeTimesUrl(query), options);
}

export function freeTimesQueryOptions(query: FreeTimesQuery) {
  return queryOptions({
    queryKey: adminAppointmentKeys.freeTimes(freeTimesUrl(query)),
    queryFn: ({ signal }) => fetchFreeTimes(query, { signal }),
    // Others book too: a day's free times are asked again after a short while.
    staleTime: 15_000,
  });
}

/** The day's free times, once services, a specialist and a date are chosen (null query: not yet). */
export function useFreeTimes(query: FreeTimesQuery | null) {
  return useQuery({
    ...freeTimesQueryOptions(query ?? { business: '', date: '', services: [], specialist: '' }),
    enabled: query !== null,
  });
}
