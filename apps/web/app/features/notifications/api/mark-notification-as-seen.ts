/** `POST /api/user/notification/mark-as-seen` (seed 7, route `mark_notification_as_seen`) with `{id}`. */
import { useMutation } from '@tanstack/react-query';
import { generatePath } from '@vizitas/shared';
import type { NotificationActionResult } from '@vizitas/shared/schemas/notification';
import { apiSend, type ApiCallOptions } from '~/lib/api/api-client';

export function markNotificationAsSeen(id: string, options?: ApiCallOptions): Promise<NotificationActionResult> {
  return apiSend<NotificationActionResult>('POST', generatePath('mark_notification_as_seen'), { id }, options);
}

export function useMarkNotificationAsSeen() {
  return useMutation({ mutationFn: (id: string) => markNotificationAsSeen(id) });
}
