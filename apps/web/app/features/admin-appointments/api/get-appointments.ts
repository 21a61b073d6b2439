/**
 * `GET /api/admin/appointments`: one page of the business's appointments by status, period,
 * specialist and text; also the count of requests waiting for confirmation (the menu's badge).
 */
import { queryOptions, useQuery, keepPreviousData } from '@tanstack/react-query';
import type { AdminAppointmentPage } from '@vizitas/shared/schemas/admin/appointments';
import { contractUrl } from '@vizitas/shared/api/contract';
import { adminAppointmentList } from '@vizitas/shared/api/admin/appointments';
import { apiCall, type ApiCallOptions } from '~/lib/api/api-client';
import { listQueryString, type AppointmentListQuery } from '~/features/admin-appointments/model/appointment-filters';
import { adminAppointmentKeys } from './keys';

export type { AdminAppointmentPage };

/** The list's call: its query in the order `listQueryString` writes it (the preloaded answer's URL is the same). */
function listInput(business: string | null, query: AppointmentListQuery) {
  return {
    verslas: business,
    query: {
      status: query.status.join(','),
      from: query.from || undefined,
      to: query.to || undefined,
      specialist: query.specialist || undefined,
      q: query.q || undefined,
      page: String(query.page),
      limit: String(query.limit),
      order: query.order,
    },
  };
}

export function appointmentsUrl(business: string | null, query: AppointmentListQuery): string {
  return contractUrl(adminAppointmentList, listInput(business, query));
}

export function fetchAppointments(business: string | null, query: AppointmentListQuery, options?: ApiCallOptions) {
  return apiCall(adminAppointmentList, listInput(business, query), options);
}

export function appointmentsQueryOptions(business: string | null, query: AppointmentListQuery) {
  return queryOptions({
    queryKey: adminAppointmentKeys.list(business, listQueryString(query)),
    queryFn: ({ signal }) => fetchAppointments(business, query, { signal }),
  });
}

/** One section of the list; a changed query keeps the previous page on screen until the new one arrives. */
export function useAppointments(business: string | null, query: AppointmentListQuery | null) {
  return useQuery({
    ...appointmentsQueryOptions(business, query ?? PENDING_COUNT_QUERY),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

/** The smallest query that tells how many requests wait for confirmation. */
export const PENDING_COUNT_QUERY: AppointmentListQuery = { status: ['pending'], page: 1, limit: 1, order: 'start' };

/** The menu badge's count in the browser: the admin layout loader's `initial` first, then kept fresh by the query. */
function usePendingCountQuery(business: string | null, initial: number | null): number | undefined {
  return useQuery({
    ...appointmentsQueryOptions(business, PENDING_COUNT_QUERY),
    select: (page) => page.total,
    initialData: initial === null ? undefined : { items: [], total: initial, page: 1, pageSize: 1, order: 'start' as const },
  }).data;
}

/**
 * On the server the count is the loader's: a query there would only build an observer and a cache
 * entry that the render throws away. The browser's first render reads the same number from the
 * query's initial data, so the markup hydrates unchanged.
 */
function useLoadedPendingCount(_business: string | null, initial: number | null): number | undefined {
  return initial ?? undefined;
}

/** The menu badge's count; `initial` from the admin layout's loader (one function per build: no hook is called conditionally). */
export const usePendingCount = typeof window === 'undefined' ? useLoadedPendingCount : usePendingCountQuery;
