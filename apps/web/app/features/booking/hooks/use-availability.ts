/** Data hooks of the booking flow: free dates of the visible month, free times of a day, the next free date. */
import { useEffect, useRef, useState } from 'react';
import { messages } from '@vizitas/shared';
import { addMonths, type LocalDate, type MonthKey } from '~/lib/dates';
import { BookingApiError, fetchAvailableDates, fetchTimeSlots, type AvailabilityQuery } from '~/features/booking/api/booking-api';
import { findNextAvailableDate, loadMonth, monthCacheKey, type BookableWindow, type PromiseCache } from '~/features/booking/model/booking-availability';
import type { Slot } from '~/features/booking/model/booking-slots';

export type LoadStatus = 'loading' | 'ready' | 'error';

export function errorMessage(error: unknown): string {
  return error instanceof BookingApiError ? error.message : messages.booking.errors.network;
}

function monthLoader(cache: PromiseCache<LocalDate[]>, query: AvailabilityQuery, bounds: BookableWindow) {
  return (month: MonthKey) =>
    loadMonth(cache, monthCacheKey(query.services, query.specialist, month), month, bounds, (from, to) =>
      fetchAvailableDates(query, from, to),
    );
}

interface MonthDatesState {
  key: string;
  status: LoadStatus;
  dates: LocalDate[];
  error: string | null;
}

/** The free dates of a month (cached per month and choice). */
export function useMonthDates(
  cache: PromiseCache<LocalDate[]>,
  query: AvailabilityQuery | null,
  month: MonthKey,
  bounds: BookableWindow,
) {
  const key = query ? monthCacheKey(query.services, query.specialist, month) : '';
  const [state, setState] = useState<MonthDatesState>({ key: '', status: 'loading', dates: [], error: null });
  const [attempt, setAttempt] = useState(0);
  const queryRef = useRef(query);
  queryRef.current = query;

  useEffect(() => {
    const current = queryRef.current;
    if (!current) return;
    let cancelled = false;
    const cached = cache.peek(key);
    if (cached) {
      setState({ key, status: 'ready', dates: cached, error: null });
      return;
    }
    setState({ key, status: 'loading', dates: [], error: null });
    monthLoader(
      cache,
      current,
      bounds,
    )(month).then(
      (dates) => !cancelled && setState({ key, status: 'ready', dates, error: null }),
      (error: unknown) => !cancelled && setState({ key, status: 'error', dates: [], error: errorMessage(error) }),
    );
    return () => {
      cancelled = true;
    };
  }, [cache, key, month, bounds, attempt]);

  const cached = key ? cache.peek(key) : undefined;
  const current: MonthDatesState =
    state.key === key
      ? state
      : cached
        ? { key, status: 'ready', dates: cached, error: null }
        : { key, status: 'loading', dates: [], error: null };
  return { ...current, retry: () => setAttempt((n) => n + 1) };
}

export type NextDateState =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'found'; date: LocalDate }
  | { status: 'none' }
  | { status: 'error'; error: string };

/** The first free date after `after` (or from `fromMonth`), searched forward when `enabled`. */
export function useNextAvailableDate(
  cache: PromiseCache<LocalDate[]>,
  query: AvailabilityQuery | null,
  bounds: BookableWindow,
  enabled: boolean,
  fromMonth: MonthKey,
  after: LocalDate | null,
): NextDateState {
  const key = enabled && query ? `${monthCacheKey(query.services, query.specialist, fromMonth)}|${after ?? ''}` : '';
  const [state, setState] = useState<{ key: string; value: NextDateState }>({ key: '', value: { status: 'idle' } });
  const queryRef = useRef(query);
  queryRef.current = query;

  useEffect(() => {
    const current = queryRef.current;
    if (!key || !current) return;
    let cancelled = false;
    setState({ key, value: { status: 'searching' } });
    findNextAvailableDate(fromMonth, after, bounds, monthLoader(cache, current, bounds)).then(
      (date) => !cancelled && setState({ key, value: date ? { status: 'found', date } : { status: 'none' } }),
      (error: unknown) => !cancelled && setState({ key, value: { status: 'error', error: errorMessage(error) } }),
    );
    return () => {
      cancelled = true;
    };
  }, [cache, key, fromMonth, after, bounds]);

  if (!key) return { status: 'idle' };
  return state.key === key ? state.value : { status: 'searching' };
}

/** The month after `month` (where the search for a free date starts when a month is empty). */
export function nextMonth(month: MonthKey): MonthKey {
  return addMonths(month, 1);
}

interface DaySlotsState {
  key: string;
  status: LoadStatus;
  slots: Slot[];
  timeZone: string | null;
  error: string | null;
}

/** The free times of a day; `reload` fetches them again (e.g. after a time was taken). */
export function useDaySlots(query: AvailabilityQuery | null, date: LocalDate | null, reloadToken: number) {
  const key = query && date ? `${query.services.join(',')}|${query.specialist}|${date}|${reloadToken}` : '';
  const [state, setState] = useState<DaySlotsState>({ key: '', status: 'loading', slots: [], timeZone: null, error: null });
  const [attempt, setAttempt] = useState(0);
  const queryRef = useRef(query);
  queryRef.current = query;

  useEffect(() => {
    const current = queryRef.current;
    if (!key || !current || !date) return;
    const controller = new AbortController();
    setState({ key, status: 'loading', slots: [], timeZone: null, error: null });
    fetchTimeSlots(current, date, undefined, controller.signal).then(
      (day) => setState({ key, status: 'ready', slots: day.slots, timeZone: day.timeZone, error: null }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ key, status: 'error', slots: [], timeZone: null, error: errorMessage(error) });
      },
    );
    return () => controller.abort();
  }, [key, date, attempt]);

  const current: DaySlotsState = state.key === key ? state : { key, status: 'loading', slots: [], timeZone: null, error: null };
  return { ...current, retry: () => setAttempt((n) => n + 1) };
}
