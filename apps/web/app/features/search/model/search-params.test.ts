import { describe, expect, it } from 'vitest';
import { SEARCH_MAX_PAGE_SIZE, SEARCH_PAGE_SIZE } from '@vizitas/shared/schemas/search';
import { apiQuery, hasFilters, MAX_PAGE_SIZE, PAGE_SIZE, parseSearchState, searchHref } from './search-params';

const parse = (query: string) => parseSearchState(new URLSearchParams(query));

describe('search page parameters', () => {
  it('pages like the API does', () => {
    expect([PAGE_SIZE, MAX_PAGE_SIZE]).toEqual([SEARCH_PAGE_SIZE, SEARCH_MAX_PAGE_SIZE]);
  });

  it('reads the Lithuanian parameters and falls back to defaults for bad values', () => {
    expect(parse('laisva=siandien&kaina-iki=40&rikiuoti=kaina&puslapis=3&rodyti=5')).toEqual({
      free: 'today',
      priceMax: 40,
      sort: 'price',
      page: 3,
      pageSize: 5,
    });
    expect(parse('laisva=rytoj&kaina-iki=-4&rikiuoti=x&puslapis=0&rodyti=500')).toEqual({
      free: null,
      priceMax: null,
      sort: 'recommended',
      page: 1,
      pageSize: 10,
    });
    expect(parse('laisva=&kaina-iki=&puslapis=1e3')).toMatchObject({ free: null, priceMax: null, page: 1 });
  });

  it('tells a filtered or reordered list from the plain one (pages and page size do not count)', () => {
    expect(hasFilters(parse('puslapis=2&rodyti=1'))).toBe(false);
    expect(hasFilters(parse('laisva=si-savaite'))).toBe(true);
    expect(hasFilters(parse('rikiuoti=ivertinimas'))).toBe(true);
  });

  it('translates the state into the API query, prices in cents', () => {
    const query = new URLSearchParams(
      apiQuery('kirpejai', 'vilnius', parse('laisva=si-savaite&kaina-iki=20&rikiuoti=laikas&puslapis=2')),
    );
    expect(Object.fromEntries(query)).toEqual({
      category: 'kirpejai',
      city: 'vilnius',
      sort: 'soonest',
      page: '2',
      limit: '10',
      free: 'week',
      priceMaxCents: '2000',
    });
  });

  it('builds clean links by route name, defaults left out', () => {
    expect(searchHref('kirpejai', 'vilnius', parse(''))).toBe('/grozio-specialistai/kirpejai/vilnius');
    expect(searchHref('manikiuras', 'kaunas', parse('rikiuoti=kaina&puslapis=2&rodyti=1'))).toBe(
      '/grozio-specialistai/manikiuras/kaunas?rikiuoti=kaina&rodyti=1&puslapis=2',
    );
  });
});
