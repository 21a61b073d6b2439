/** `?metai=` of the days-off page: the year of the public holidays shown (without it: the coming twelve months). */
export const YEAR_PARAM = 'metai';

/** The year asked for, or null: the coming twelve months. */
export function yearOf(params: URLSearchParams): number | null {
  const raw = params.get(YEAR_PARAM);
  const value = Number(raw);
  return raw && Number.isInteger(value) && value >= 2000 && value <= 2100 ? value : null;
}

/** The years whose holidays a view needs: the one asked for, or this year and the next. */
export function yearsShown(year: number | null, today: string): number[] {
  const thisYear = Number(today.slice(0, 4));
  return year === null ? [thisYear, thisYear + 1] : [year];
}

/** The holidays a view lists: all of the year asked for, or those of the coming 365 days. */
export function holidaysShown<T extends { date: string }>(year: number | null, today: string, lists: T[][]): T[] {
  const all = lists.flat();
  if (year !== null) return all;
  const until = new Date(Date.parse(`${today}T00:00:00Z`) + 365 * 86_400_000).toISOString().slice(0, 10);
  return all.filter((holiday) => holiday.date >= today && holiday.date < until);
}
