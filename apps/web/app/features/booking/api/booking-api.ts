/**
 * The booking calls from the browser: available dates and time slots, and the booking itself.
 * Every failure becomes a `BookingApiError` with a Lithuanian message (the API's own message
 * when it sent one), so the page can always tell the customer what happened.
 */
import { appointmentBooking } from '@vizitas/shared/api/user/appointments';
import { contractUrl } from '@vizitas/shared/api/contract';
import { generatePath, messages } from '@vizitas/shared';
import { ApiError, browserFetch, callJson, type Fetch, type JsonCallTexts } from '~/lib/api/json-api';
import type { Appointment } from '@vizitas/shared/schemas/appointment';
import type { LocalDate } from '~/lib/dates';
import type { Slot } from '~/features/booking/model/booking-slots';

export const APPOINTMENT_API = contractUrl(appointmentBooking, {});

export class BookingApiError extends ApiError {
  override name = 'BookingApiError';
}

export type { Fetch };

export interface AvailabilityQuery {
  business: string;
  services: readonly string[];
  /** A specialist's id or "any". */
  specialist: string;
}

function query(params: Record<string, string>): string {
  return new URLSearchParams(params).toString();
}

export function availableDatesUrl(q: AvailabilityQuery, from: LocalDate, to: LocalDate): string {
  return `${generatePath('available_dates_api')}?${query({ business: q.business, from, to, services: q.services.join(','), specialist: q.specialist })}`;
}

export function availableTimeSlotsUrl(q: AvailabilityQuery, date: LocalDate): string {
  return `${generatePath('available_time_slots_api')}?${query({ business: q.business, date, services: q.services.join(','), specialist: q.specialist })}`;
}

const TEXTS: JsonCallTexts<BookingApiError> = {
  error: (status, code, message) => new BookingApiError(status, code, message),
  network: messages.booking.errors.network,
  failure: (status, code) => {
    if (code !== undefined && Object.hasOwn(messages.errors, code))
      return { code, message: messages.errors[code as keyof typeof messages.errors] };
    if (status === 429) return { code: code ?? 'rate_limited', message: messages.errors.rate_limited };
    return {
      code: code ?? `http_${status}`,
      message: status >= 500 ? messages.errors.service_unavailable : messages.errors.internal_error,
    };
  },
  unreadable: messages.errors.internal_error,
};

/** Calls the API and reads its JSON answer; throws `BookingApiError` for every failure. */
export function callApi<T>(fetcher: Fetch, url: string, init?: RequestInit): Promise<T> {
  return callJson<T, BookingApiError>(fetcher, url, init, TEXTS);
}

export async function fetchAvailableDates(
  q: AvailabilityQuery,
  from: LocalDate,
  to: LocalDate,
  fetcher: Fetch = browserFetch,
): Promise<LocalDate[]> {
  const body = await callApi<{ dates?: unknown }>(fetcher, availableDatesUrl(q, from, to));
  if (!Array.isArray(body.dates)) throw new BookingApiError(200, 'bad_response', messages.errors.internal_error);
  return body.dates.filter((date): date is string => typeof date === 'string');
}

export interface DaySlots {
  timeZone: string;
  slots: Slot[];
}

export async function fetchTimeSlots(
  q: AvailabilityQuery,
  date: LocalDate,
  fetcher: Fetch = browserFetch,
  signal?: AbortSignal,
): Promise<DaySlots> {
  const body = await callApi<{ timeZone?: unknown; slots?: unknown }>(
    fetcher,
    availableTimeSlotsUrl(q, date),
    signal ? { signal } : undefined,
  );
  if (typeof body.timeZone !== 'string' || !Array.isArray(body.slots))
    throw new BookingApiError(200, 'bad_response', messages.errors.internal_error);
  return { timeZone: body.timeZone, slots: body.slots as Slot[] };
}

export interface BookRequest {
  business: string;
  services: readonly string[];
  specialist: string;
  start: string;
  note?: string;
}

export async function bookAppointment(request: BookRequest, fetcher: Fetch = browserFetch): Promise<Appointment> {
  const note = request.note?.trim();
  return callApi<Appointment>(fetcher, APPOINTMENT_API, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...request, services: [...request.services], note: note ? note : undefined }),
  });
}

/** The business does not take this customer's bookings online: she is told to contact it (never why). */
export function isBookingUnavailable(error: unknown): boolean {
  return error instanceof BookingApiError && error.code === 'booking_unavailable';
}

/** The time is not bookable any more: someone took it, or it left the offered times. */
export function isSlotGone(error: unknown): boolean {
  return error instanceof BookingApiError && (error.code === 'slot_taken' || error.code === 'slot_not_offered');
}
