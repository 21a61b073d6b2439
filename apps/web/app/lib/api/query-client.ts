/**
 * TanStack Query's client: one per request on the server (nothing leaks from one visitor's render
 * into another's), one for the whole life of the page in the browser.
 */
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './json-api';

export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // The server render's data is fresh for a while: hydration does not fetch it again at once.
        staleTime: 30_000,
        // A refused request (4xx) is not tried again; a network failure or 5xx once more.
        retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false },
    },
  });
}

let browserClient: QueryClient | undefined;

/** The page's client: a new one for every server render, the same one in the browser. */
export function getQueryClient(): QueryClient {
  if (typeof window === 'undefined') return makeQueryClient();
  browserClient ??= makeQueryClient();
  return browserClient;
}
