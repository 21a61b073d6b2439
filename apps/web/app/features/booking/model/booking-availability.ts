/**
 * Available dates per month, fetched once per month and choice (services + specialist), and the
 * forward search for the next month that has a free date.
 */
import { addMonths, monthOf, monthQueryRange, type LocalDate, type MonthKey } from '~/lib/dates';

/** Promises memoised by key; a failed load is forgotten so that "retry" loads again. */
export class PromiseCache<T> {
  private readonly values = new Map<string, T>();
  private readonly pending = new Map<string, Promise<T>>();

  /** The value when it has already arrived. */
  peek(key: string): T | undefined {
    return this.values.get(key);
  }

  get(key: string, load: () => Promise<T>): Promise<T> {
    const value = this.values.get(key);
    if (value !== undefined) return Promise.resolve(value);
    let promise = this.pending.get(key);
    if (!promise) {
      promise = load().then(
        (loaded) => {
          this.values.set(key, loaded);
          this.pending.delete(key);
          return loaded;
        },
        (error: unknown) => {
          this.pending.delete(key);
          throw error;
        },
      );
      this.pending.set(key, promise);
    }
    return promise;
  }

  delete(key: string): void {
    this.values.delete(key);
    this.pending.delete(key);
  }
}

/** The cache key of one month for one choice of services and specialist. */
export function monthCacheKey(serviceIds: readonly string[], specialist: string, month: MonthKey): string {
  return `${serviceIds.join(',')}|${specialist}|${month}`;
}

export interface BookableWindow {
  firstDate: LocalDate;
  lastDate: LocalDate;
}

export type MonthLoader = (from: LocalDate, to: LocalDate) => Promise<LocalDate[]>;

/** The month's free dates (only the part inside the window is asked for; [] outside it). */
export function loadMonth(
  cache: PromiseCache<LocalDate[]>,
  key: string,
  month: MonthKey,
  bounds: BookableWindow,
  loader: MonthLoader,
): Promise<LocalDate[]> {
  const range = monthQueryRange(month, bounds.firstDate, bounds.lastDate);
  if (!range) return Promise.resolve([]);
  return cache.get(key, () => loader(range.from, range.to).then((dates) => [...dates].sort()));
}

/**
 * The first free date strictly after `after` (or from the start of `fromMonth`), searching
 * forward month by month up to the window's last date. Null when there is none.
 */
export async function findNextAvailableDate(
  fromMonth: MonthKey,
  after: LocalDate | null,
  bounds: BookableWindow,
  datesOfMonth: (month: MonthKey) => Promise<LocalDate[]>,
): Promise<LocalDate | null> {
  const lastMonth = monthOf(bounds.lastDate);
  for (let month = fromMonth; month <= lastMonth; month = addMonths(month, 1)) {
    if (!monthQueryRange(month, bounds.firstDate, bounds.lastDate)) continue;
    const dates = await datesOfMonth(month);
    const found = dates.find((date) => after === null || date > after);
    if (found) return found;
  }
  return null;
}
