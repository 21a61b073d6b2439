/** The client list's search and page, kept in the URL (`?q=…&page=…`). */

export interface ClientSearch {
  q: string;
  page: number;
}

export const SEARCH_MAX_LENGTH = 100;

/** The search of a URL: the text trimmed and cut to what the API takes, page 1 unless a sane one is given. */
export function parseClientSearch(params: URLSearchParams): ClientSearch {
  const q = (params.get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH);
  const raw = Number(params.get('page'));
  const page = Number.isInteger(raw) && raw >= 1 && raw <= 10_000 ? raw : 1;
  return { q, page };
}

/** The API query string of a search (`q` only when given, `page` only past the first). */
export function clientQueryString(search: ClientSearch): string {
  const params = new URLSearchParams();
  if (search.q) params.set('q', search.q);
  if (search.page > 1) params.set('page', String(search.page));
  return params.toString();
}

/** The API query of a search, as {@link clientQueryString} writes it (`q` only when given, `page` only past the first). */
export function clientQuery(search: ClientSearch): { q?: string; page?: number } {
  return { ...(search.q ? { q: search.q } : {}), ...(search.page > 1 ? { page: search.page } : {}) };
}

/** The page URL's search parameters for a search, keeping the others (e.g. `?verslas=`). */
export function searchToParams(search: ClientSearch, current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  next.delete('q');
  next.delete('page');
  for (const [name, value] of new URLSearchParams(clientQueryString(search))) next.set(name, value);
  return next;
}
