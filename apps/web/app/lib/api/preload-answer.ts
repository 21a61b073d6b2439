import { preload } from 'react-dom';

/**
 * Asks the browser, from the server-rendered head, to fetch an API answer the page will need
 * (`<link rel="preload" as="fetch" crossorigin>`): the answer travels beside the page's scripts,
 * and the page's own `fetch` of the same URL (same origin, credentials `same-origin`) takes it
 * instead of asking again. The admin pages render their frame on the server and their data in the
 * browser this way (docs/decisions/024). In the browser itself it does nothing: a page opened by a
 * link fetches its data at once.
 */
export function preloadAnswer(url: string): void {
  if (typeof document !== 'undefined') return;
  preload(url, { as: 'fetch', crossOrigin: 'anonymous' });
}
