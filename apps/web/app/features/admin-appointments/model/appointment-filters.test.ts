import { describe, expect, it } from 'vitest';
import {
  changeFilters,
  filtersToSearch,
  isFiltered,
  listQueryString,
  NO_FILTERS,
  PAGE_SIZE,
  parseFilters,
  sameFilters,
  sectionQueries,
  startOfDay,
} from './appointment-filters';

const SPECIALIST = '3f2b8c1e-9a4d-4e6f-8b1a-2c3d4e5f6a7b';

describe('the list filters in the URL', () => {
  it('reads every filter from its Lithuanian parameter', () => {
    const search = new URLSearchParams(
      `verslas=studija-aiste&busena=confirmed&nuo=2027-03-01&iki=2027-03-31&specialistas=${SPECIALIST}&paieska=%20Ieva%20&puslapis=3`,
    );
    expect(parseFilters(search)).toEqual({
      status: 'confirmed',
      from: '2027-03-01',
      to: '2027-03-31',
      specialist: SPECIALIST,
      text: 'Ieva',
      page: 3,
    });
  });

  it('leaves out what is malformed instead of failing the page', () => {
    const search = new URLSearchParams('busena=maybe&nuo=2027-02-30&iki=kada&specialistas=42&puslapis=-1');
    expect(parseFilters(search)).toEqual(NO_FILTERS);
    expect(parseFilters(new URLSearchParams('puslapis=2.5')).page).toBe(1);
    expect(parseFilters(new URLSearchParams('nuo=1999-12-31')).from).toBeNull();
    expect(parseFilters(new URLSearchParams(`paieska=${'a'.repeat(150)}`)).text).toHaveLength(100);
  });

  it('drops an end before the start', () => {
    expect(parseFilters(new URLSearchParams('nuo=2027-03-10&iki=2027-03-01'))).toMatchObject({ from: '2027-03-10', to: null });
  });

  it('writes them back, keeping the business and leaving defaults out', () => {
    const base = new URLSearchParams('verslas=studija-aiste&puslapis=4');
    const search = filtersToSearch({ ...NO_FILTERS, status: 'pending', text: '  +370 611 ' }, base);
    expect(search.toString()).toBe('verslas=studija-aiste&busena=pending&paieska=%2B370+611');
    expect(parseFilters(search)).toEqual({ ...NO_FILTERS, status: 'pending', text: '+370 611' });
  });

  it('round-trips any filters', () => {
    const filters = { status: 'no_show', from: '2027-01-01', to: '2027-01-31', specialist: SPECIALIST, text: 'ieva@example.lt', page: 2 } as const;
    expect(parseFilters(filtersToSearch(filters))).toEqual(filters);
    expect(sameFilters(parseFilters(filtersToSearch(filters)), filters)).toBe(true);
    expect(sameFilters(filters, { ...filters, page: 3 })).toBe(false);
  });

  it('starts again at the first page when a filter changes, not when the page does', () => {
    const on3 = { ...NO_FILTERS, page: 3 };
    expect(changeFilters(on3, { status: 'declined' }).page).toBe(1);
    expect(changeFilters(on3, { page: 4 }).page).toBe(4);
    expect(isFiltered(on3)).toBe(false);
    expect(isFiltered(changeFilters(on3, { text: 'x' }))).toBe(true);
  });
});

describe('the queries of the list', () => {
  it('asks for the waiting requests, soonest first, and the others, latest first and paged', () => {
    const { pending, others } = sectionQueries({ ...NO_FILTERS, page: 2 }, 'Europe/Vilnius');
    expect(pending).toMatchObject({ status: ['pending'], page: 1, order: 'start' });
    expect(others).toEqual({
      status: ['confirmed', 'declined', 'cancelled', 'completed', 'no_show'],
      page: 2,
      limit: PAGE_SIZE,
      order: '-start',
    });
  });

  it('keeps only the section of a chosen status', () => {
    expect(sectionQueries({ ...NO_FILTERS, status: 'pending' }, 'Europe/Vilnius').others).toBeNull();
    const confirmed = sectionQueries({ ...NO_FILTERS, status: 'confirmed' }, 'Europe/Vilnius');
    expect(confirmed.pending).toBeNull();
    expect(confirmed.others?.status).toEqual(['confirmed']);
  });

  it('turns the days into instants of the Vilnius calendar, the last day included', () => {
    const { pending } = sectionQueries(
      { ...NO_FILTERS, from: '2027-03-01', to: '2027-03-31', specialist: SPECIALIST, text: 'Ieva' },
      'Europe/Vilnius',
    );
    // Winter time (+02:00) on 1 March; summer time (+03:00) from 28 March.
    expect(pending).toMatchObject({ from: '2027-02-28T22:00:00.000Z', to: '2027-03-31T21:00:00.000Z', specialist: SPECIALIST, q: 'Ieva' });
    expect(listQueryString(pending!)).toBe(
      `status=pending&from=2027-02-28T22%3A00%3A00.000Z&to=2027-03-31T21%3A00%3A00.000Z&specialist=${SPECIALIST}&q=Ieva&page=1&limit=50&order=start`,
    );
  });

  it('finds the start of a day on the days the clocks change', () => {
    expect(startOfDay('2027-03-28', 'Europe/Vilnius')).toBe('2027-03-27T22:00:00.000Z');
    expect(startOfDay('2027-03-29', 'Europe/Vilnius')).toBe('2027-03-28T21:00:00.000Z');
    expect(startOfDay('2027-10-31', 'Europe/Vilnius')).toBe('2027-10-30T21:00:00.000Z');
    expect(startOfDay('2027-11-01', 'Europe/Vilnius')).toBe('2027-10-31T22:00:00.000Z');
    expect(startOfDay('2027-06-15', 'UTC')).toBe('2027-06-15T00:00:00.000Z');
  });
});
