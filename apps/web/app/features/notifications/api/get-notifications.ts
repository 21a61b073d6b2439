/**
 * `GET /api/user/notifications` (route `notification_list`): the notifications element's data —
 * `current`, `newest`, `count` (a string integer) — and the items not dismissed, the newest first.
 */
import { myNotifications } from '@vizitas/shared/api/user/notifications';
import { contractUrl } from '@vizitas/shared/api/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationList } from '@vizitas/shared/schemas/notification';
import { apiGet, type ApiCallOptions } from '~/lib/api/api-client';
import { notificationKeys } from './keys';

export function notificationsUrl(business: string | null): string {
  return contractUrl(myNotifications, { query: business ? { business } : {} });
}

export function fetchNotifications(business: string | null, options?: ApiCallOptions): Promise<NotificationList> {
  return apiGet<NotificationList>(notificationsUrl(business), options);
}

export function notificationsQueryOptions(business: string | null) {
  return queryOptions({
    queryKey: notificationKeys.list(business),
    queryFn: ({ signal }) => fetchNotifications(business, { signal }),
    // The dialog keeps its own inbox once loaded: a refetch on focus would undo a dismissal's place.
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  });
}

/** The list for a logged-in user (`enabled` false for a visitor). */
export function useNotifications(business: string | null, enabled = true) {
  return useQuery({ ...notificationsQueryOptions(business), enabled });
}
