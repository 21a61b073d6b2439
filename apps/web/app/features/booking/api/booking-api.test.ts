import { describe, expect, it, vi } from 'vitest';
import { messages } from '@vizitas/shared';
import {
  availableDatesUrl,
  bookAppointment,
  BookingApiError,
  callApi,
  fetchAvailableDates,
  fetchTimeSlots,
  isBookingUnavailable,
  isSlotGone,
  type Fetch,
} from './booking-api';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const q = { business: 'studija-aiste', services: ['a', 'b'], specialist: 'any' };

describe('booking API calls', () => {
  it('builds the available-dates query', () => {
    expect(availableDatesUrl(q, '2027-03-22', '2027-03-31')).toBe(
      '/api/public/schedule/available-dates?business=studija-aiste&from=2027-03-22&to=2027-03-31&services=a%2Cb&specialist=any',
    );
  });

  it('reads dates and slots', async () => {
    const fetcher = vi.fn<Fetch>(async (url) =>
      url.includes('available-dates')
        ? json(200, { dates: ['2027-03-24'] })
        : json(200, { timeZone: 'Europe/Vilnius', slots: [] }),
    );
    expect(await fetchAvailableDates(q, '2027-03-22', '2027-03-31', fetcher)).toEqual(['2027-03-24']);
    expect(await fetchTimeSlots(q, '2027-03-24', fetcher)).toEqual({ timeZone: 'Europe/Vilnius', slots: [] });
  });

  it('passes on the Lithuanian message and code of an API error', async () => {
    const fetcher: Fetch = async () => json(409, { success: false, code: 'slot_taken', message: messages.errors.slot_taken });
    const error = await bookAppointment(
      { business: 'x', services: ['a'], specialist: 'any', start: '2027-03-24T08:00:00.000Z' },
      fetcher,
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BookingApiError);
    expect(error).toMatchObject({ status: 409, code: 'slot_taken', message: messages.errors.slot_taken });
    expect(isSlotGone(error)).toBe(true);
    expect(isSlotGone(new BookingApiError(422, 'services_not_offered', '…'))).toBe(false);
  });

  it('recognises a booking the business does not take online (a blocked client), which is no lost slot', async () => {
    const fetcher: Fetch = async () => json(403, { success: false, code: 'booking_unavailable', message: messages.errors.booking_unavailable });
    const error = await bookAppointment({ business: 'x', services: ['a'], specialist: 'any', start: '2027-03-24T08:00:00.000Z' }, fetcher).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ status: 403, code: 'booking_unavailable', message: messages.errors.booking_unavailable });
    expect(isBookingUnavailable(error)).toBe(true);
    expect(isSlotGone(error)).toBe(false);
    expect(isBookingUnavailable(new BookingApiError(409, 'slot_taken', '…'))).toBe(false);
  });

  it('turns a network failure and an unreadable answer into Lithuanian messages', async () => {
    await expect(
      callApi(async () => {
        throw new TypeError('Failed to fetch');
      }, '/x'),
    ).rejects.toMatchObject({ code: 'network', message: messages.booking.errors.network });
    await expect(callApi(async () => new Response('<html>', { status: 502 }), '/x')).rejects.toMatchObject({
      status: 502,
      message: messages.errors.service_unavailable,
    });
    await expect(callApi(async () => new Response('', { status: 429 }), '/x')).rejects.toMatchObject({
      message: messages.errors.rate_limited,
    });
  });

  it('posts the booking as JSON without an empty note', async () => {
    const fetcher = vi.fn<Fetch>(async () => json(201, { id: 'x', status: 'pending' }));
    await bookAppointment(
      { business: 'b', services: ['a'], specialist: 'any', start: '2027-03-24T08:00:00.000Z', note: '   ' },
      fetcher,
    );
    const [url, init] = fetcher.mock.calls[0]!;
    expect(url).toBe('/api/user/appointment');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      business: 'b',
      services: ['a'],
      specialist: 'any',
      start: '2027-03-24T08:00:00.000Z',
    });
  });
});
