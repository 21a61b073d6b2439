import { describe, expect, it } from 'vitest';
import { clientQueryString, parseClientSearch, searchToParams } from './client-search';

describe('the client list search in the URL', () => {
  it('reads the text trimmed and a sane page, else page 1', () => {
    expect(parseClientSearch(new URLSearchParams('q=%20R%C5%ABta%20&page=3'))).toEqual({ q: 'Rūta', page: 3 });
    for (const page of ['0', '-2', '1.5', 'x', '99999']) expect(parseClientSearch(new URLSearchParams({ page })).page).toBe(1);
    expect(parseClientSearch(new URLSearchParams({ q: 'a'.repeat(150) })).q).toHaveLength(100);
  });

  it('writes only what differs from the default', () => {
    expect(clientQueryString({ q: '', page: 1 })).toBe('');
    expect(clientQueryString({ q: 'Ona Onaitė', page: 2 })).toBe('q=Ona+Onait%C4%97&page=2');
  });

  it('keeps the business of the page and drops an old page', () => {
    const next = searchToParams({ q: 'ona', page: 1 }, new URLSearchParams('verslas=salonas&page=4&q=x'));
    expect(next.toString()).toBe('verslas=salonas&q=ona');
  });
});
