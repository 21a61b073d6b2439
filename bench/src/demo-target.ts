/**
 * Which demo business, services and dates the GET benchmarks ask about, found through the
 * public API the way the booking calendar finds them: the business with the most specialists,
 * its service offered by the most of them, "any" specialist, the next calendar month for
 * available dates, and the date of the coming week with the most free start times.
 */
import { addDays } from '@vizitas/booking-engine';

interface SearchResult {
  items: Array<{ slug: string; name: string }>;
}

interface CalendarOptions {
  business: { slug: string; name: string };
  firstDate: string;
  lastDate: string;
  services: Array<{ id: string; name: string; durationMin: number; specialistIds: string[] }>;
  specialists: Array<{ id: string }>;
}

export interface DemoTarget {
  slug: string;
  businessName: string;
  specialists: number;
  serviceId: string;
  serviceName: string;
  serviceMin: number;
  /** Month asked for available dates. */
  monthFrom: string;
  monthTo: string;
  datesInMonth: number;
  /** Day asked for time slots. */
  date: string;
  slotsOnDate: number;
  paths: {
    slots: string;
    dates: string;
    businessJson: string;
    page: string;
  };
}

async function getJson<T>(baseUrl: string, path: string): Promise<T> {
  const response = await fetch(baseUrl + path, { signal: AbortSignal.timeout(15_000) });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  return (await response.json()) as T;
}

/** The calendar month after the one `date` is in: [first, last] local dates. */
export function nextMonthOf(date: string): [string, string] {
  const [year, month] = date.split('-').map(Number) as [number, number];
  const nextYear = month === 12 ? year + 1 : year;
  const nextMonth = month === 12 ? 1 : month + 1;
  const first = `${nextYear}-${String(nextMonth).padStart(2, '0')}-01`;
  const days = new Date(Date.UTC(nextYear, nextMonth, 0)).getUTCDate();
  return [first, `${first.slice(0, 8)}${String(days).padStart(2, '0')}`];
}

export async function findDemoTarget(baseUrl: string): Promise<DemoTarget> {
  const search = await getJson<SearchResult>(baseUrl, '/api/public/business/search?limit=50');
  let best: CalendarOptions | undefined;
  for (const item of search.items) {
    const options = await getJson<CalendarOptions>(
      baseUrl,
      `/api/public/schedule/calendar-options?business=${encodeURIComponent(item.slug)}`,
    );
    const bookable = options.services.some((service) => service.specialistIds.length > 0);
    if (bookable && (!best || options.specialists.length > best.specialists.length)) best = options;
  }
  if (!best) throw new Error('no demo business with a bookable service (is the demo data seeded?)');
  return targetOf(baseUrl, best);
}

/** The same choice of service and dates for one named business (the generated ones of the scale run). */
export async function findBusinessTarget(baseUrl: string, slug: string): Promise<DemoTarget> {
  return targetOf(
    baseUrl,
    await getJson<CalendarOptions>(baseUrl, `/api/public/schedule/calendar-options?business=${encodeURIComponent(slug)}`),
  );
}

async function targetOf(baseUrl: string, best: CalendarOptions): Promise<DemoTarget> {
  const service = [...best.services].sort((a, b) => b.specialistIds.length - a.specialistIds.length)[0]!;
  const slug = best.business.slug;
  const common = `business=${encodeURIComponent(slug)}&services=${service.id}&specialist=any`;

  const [monthFrom, monthTo] = nextMonthOf(best.firstDate);
  const datesPath = `/api/public/schedule/available-dates?${common}&from=${monthFrom}&to=${monthTo}`;
  const { dates: monthDates } = await getJson<{ dates: string[] }>(baseUrl, datesPath);

  // The busiest day of the first week with free time: the heaviest realistic one-day answer.
  const { dates: weekDates } = await getJson<{ dates: string[] }>(
    baseUrl,
    `/api/public/schedule/available-dates?${common}&from=${addDays(best.firstDate, 1)}&to=${addDays(best.firstDate, 8)}`,
  );
  let date: string | undefined;
  let slotsOnDate = 0;
  for (const candidate of weekDates) {
    const { slots } = await getJson<{ slots: unknown[] }>(
      baseUrl,
      `/api/public/schedule/available-time-slots?${common}&date=${candidate}`,
    );
    if (slots.length > slotsOnDate) {
      date = candidate;
      slotsOnDate = slots.length;
    }
  }
  if (!date) throw new Error(`no free time for ${slug} / ${service.name} in the week after ${best.firstDate}`);

  return {
    slug,
    businessName: best.business.name,
    specialists: best.specialists.length,
    serviceId: service.id,
    serviceName: service.name,
    serviceMin: service.durationMin,
    monthFrom,
    monthTo,
    datesInMonth: monthDates.length,
    date,
    slotsOnDate,
    paths: {
      slots: `/api/public/schedule/available-time-slots?${common}&date=${date}`,
      dates: datesPath,
      businessJson: `/api/public/business/${encodeURIComponent(slug)}`,
      page: `/apie/${encodeURIComponent(slug)}`,
    },
  };
}
