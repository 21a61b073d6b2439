/** `POST /api/user/notification/mark-as-seen` (seed 7, route `mark_notification_as_seen`) with `{id}`. */
import { notificationSeen } from '@vizitas/shared/api/user/notifications';
import { contractUrl } from '@vizitas/shared/api/contract';
import { useMutation } from '@tanstack/react-query';
import type { NotificationActionResult } from '@vizitas/shared/schemas/notification';
import { apiSend, type ApiCallOptions } from '~/lib/api/api-client';

export function markNotificationAsSeen(id: string, options?: ApiCallOptions): Promise<NotificationActionResult> {
  return apiSend<NotificationActionResult>('POST', contractUrl(notificationSeen, {}), { id }, options);
}

export function useMarkNotificationAsSeen() {
  return useMutation({ mutationFn: (id: string) => markNotificationAsSeen(id) });
}
