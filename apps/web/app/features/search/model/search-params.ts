/**
 * The search page's own query string, in Lithuanian (`?laisva=siandien&kaina-iki=40&rikiuoti=kaina&puslapis=2`),
 * and its translation into the API's query. Unknown or bad values are dropped, never an error page.
 */
import { generatePath, type CategorySlug, type CitySlug } from '@vizitas/shared';
// Types only: the schema module carries zod, which the page's browser code does without.
import type { SearchFreeFilter, SearchSort } from '@vizitas/shared/schemas/search';

/** Results per page, and the most a link may ask for (the API's default and maximum; a test keeps them equal). */
export const PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 50;

export const PARAM = {
  free: 'laisva',
  priceMax: 'kaina-iki',
  sort: 'rikiuoti',
  page: 'puslapis',
  pageSize: 'rodyti',
  /** Only sent by the filter form; the page moves them into the path. */
  category: 'paslauga',
  city: 'miestas',
} as const;

export const FREE_VALUES: Record<SearchFreeFilter, string> = { today: 'siandien', week: 'si-savaite' };
export const SORT_VALUES: Record<SearchSort, string> = {
  recommended: 'rekomenduojami',
  rating: 'ivertinimas',
  price: 'kaina',
  soonest: 'laikas',
};
/** Choices of the price filter, whole euros. */
export const PRICE_MAX_CHOICES = [20, 40, 60, 100] as const;

export interface SearchState {
  free: SearchFreeFilter | null;
  /** Whole euros. */
  priceMax: number | null;
  sort: SearchSort;
  page: number;
  pageSize: number;
}

function keyOf<K extends string>(table: Record<K, string>, value: string | null): K | null {
  if (value === null) return null;
  const found = (Object.keys(table) as K[]).find((key) => table[key] === value);
  return found ?? null;
}

function positiveInt(value: string | null, max: number): number | null {
  if (value === null || !/^\d{1,6}$/.test(value)) return null;
  const number = Number(value);
  return number >= 1 && number <= max ? number : null;
}

export function parseSearchState(params: URLSearchParams): SearchState {
  return {
    free: keyOf(FREE_VALUES, params.get(PARAM.free)),
    priceMax: positiveInt(params.get(PARAM.priceMax), 10_000),
    sort: keyOf(SORT_VALUES, params.get(PARAM.sort)) ?? 'recommended',
    page: positiveInt(params.get(PARAM.page), 1000) ?? 1,
    pageSize: positiveInt(params.get(PARAM.pageSize), MAX_PAGE_SIZE) ?? PAGE_SIZE,
  };
}

/** Whether anything narrows or reorders the plain category × city list. */
export function hasFilters(state: SearchState): boolean {
  return state.free !== null || state.priceMax !== null || state.sort !== 'recommended';
}

/** The query string of `GET /api/public/business/search`. */
export function apiQuery(category: string, city: string, state: SearchState): string {
  return new URLSearchParams(apiQueryParams(category, city, state) as Record<string, string>).toString();
}

/** The search API's query of a state, as the contract takes it (`businessSearch`), in the same order. */
export function apiQueryParams(category: string, city: string, state: SearchState) {
  return {
    category: category as CategorySlug,
    city: city as CitySlug,
    sort: state.sort,
    page: String(state.page),
    limit: String(state.pageSize),
    ...(state.free ? { free: state.free } : {}),
    ...(state.priceMax !== null ? { priceMaxCents: String(state.priceMax * 100) } : {}),
  };
}

/** The page's own parameters of a state, defaults left out (clean, canonical-friendly URLs). */
export function stateParams(state: SearchState): Record<string, string | undefined> {
  return {
    [PARAM.free]: state.free ? FREE_VALUES[state.free] : undefined,
    [PARAM.priceMax]: state.priceMax !== null ? String(state.priceMax) : undefined,
    [PARAM.sort]: state.sort !== 'recommended' ? SORT_VALUES[state.sort] : undefined,
    [PARAM.pageSize]: state.pageSize !== PAGE_SIZE ? String(state.pageSize) : undefined,
    [PARAM.page]: state.page > 1 ? String(state.page) : undefined,
  };
}

/** Link to a search page with this state. */
export function searchHref(category: string, city: string, state: SearchState): string {
  return generatePath('search', { area: category, location: city, ...stateParams(state) });
}
