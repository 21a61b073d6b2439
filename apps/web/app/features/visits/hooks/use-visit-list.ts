import { useCallback, useEffect, useState } from 'react';
import type { CustomerVisitList, CustomerVisitListItem, VisitScope } from '@vizitas/shared/schemas/appointment';
import { fetchVisits, VisitsApiError } from '~/features/visits/api/visits-api';

export interface VisitListState {
  items: CustomerVisitListItem[];
  total: number;
  /** The last page loaded (0: none yet). */
  page: number;
  loading: boolean;
  error: string | null;
}

function fromList(list: CustomerVisitList | null): VisitListState {
  return list
    ? { items: list.items, total: list.total, page: list.page, loading: false, error: null }
    : { items: [], total: 0, page: 0, loading: false, error: null };
}

/**
 * One section of the visits page: the first page comes from the server render (null when it
 * failed there), further pages load in the browser; a failed load can be retried.
 */
export function useVisitList(
  initial: CustomerVisitList | null,
  scope: VisitScope,
  business: string | null,
  failedMessage: string,
) {
  const [state, setState] = useState<VisitListState>(() => ({ ...fromList(initial), error: initial ? null : failedMessage }));
  // New loader data (a revalidation or another business) replaces what was shown.
  useEffect(() => {
    setState({ ...fromList(initial), error: initial ? null : failedMessage });
  }, [initial, failedMessage]);

  const load = useCallback(
    (page: number) => {
      setState((current) => ({ ...current, loading: true, error: null }));
      fetchVisits(scope, page, business).then(
        (list) =>
          setState((current) => ({
            items:
              page === 1
                ? list.items
                : [...current.items, ...list.items.filter((item) => !current.items.some((had) => had.id === item.id))],
            total: list.total,
            page: list.page,
            loading: false,
            error: null,
          })),
        (error: unknown) =>
          setState((current) => ({
            ...current,
            loading: false,
            error: error instanceof VisitsApiError ? error.message : failedMessage,
          })),
      );
    },
    [scope, business, failedMessage],
  );

  const loadMore = useCallback(() => load(state.page + 1), [load, state.page]);
  const retry = useCallback(() => load(state.page === 0 ? 1 : state.page + 1), [load, state.page]);
  const update = useCallback((id: string, patch: Partial<CustomerVisitListItem>) => {
    setState((current) => ({ ...current, items: current.items.map((item) => (item.id === id ? { ...item, ...patch } : item)) }));
  }, []);

  return { state, loadMore, retry, update, hasMore: state.page > 0 && state.items.length < state.total };
}
