/**
 * `GET` of `calendar_options_api` (`?business=<slug>`): the business's id and time zone,
 * its active services and its specialists with what each offers — the choices of the create and
 * edit forms (the same answer the customer's booking wizard starts from).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contractUrl } from '@vizitas/shared/api/contract';
import { calendarOptions } from '@vizitas/shared/api/public/schedule';
import type { CalendarOptions } from '@vizitas/shared/schemas/schedule';
import { apiCall, type ApiCallOptions } from '~/lib/api/api-client';
import { adminAppointmentKeys } from './keys';

export type BookingOptions = CalendarOptions;

export function bookingOptionsUrl(slug: string): string {
  return contractUrl(calendarOptions, { query: { business: slug } });
}

export function fetchBookingOptions(slug: string, options?: ApiCallOptions) {
  return apiCall(calendarOptions, { query: { business: slug } }, options);
}

export function bookingOptionsQueryOptions(slug: string) {
  return queryOptions({
    queryKey: adminAppointmentKeys.options(slug),
    queryFn: ({ signal }) => fetchBookingOptions(slug, { signal }),
  });
}

/** The form's choices; `initial` from the page's loader. */
export function useBookingOptions(slug: string, initial: BookingOptions | null) {
  return useQuery({ ...bookingOptionsQueryOptions(slug), initialData: initial ?? undefined, enabled: slug !== '' });
}

/** No choices yet (the free-times hook needs some options before the real ones arrive). */
export const NO_BOOKING_OPTIONS: BookingOptions = {
  business: { id: '', slug: '', name: '', phone: null },
  timeZone: '',
  today: '2000-01-01',
  firstDate: '2000-01-01',
  lastDate: '2000-01-01',
  slotStepMin: 15,
  minimumNoticeMin: 0,
  maxAdvanceDays: 0,
  autoConfirm: false,
  cancellationDeadlineMin: 0,
  services: [],
  specialists: [],
};
