/** `POST /api/user/notification/dismiss` (seed 7, route `dismiss_notification`) with `{id}`. */
import { notificationDismissal } from '@vizitas/shared/api/user/notifications';
import { contractUrl } from '@vizitas/shared/api/contract';
import { useMutation } from '@tanstack/react-query';
import type { NotificationActionResult } from '@vizitas/shared/schemas/notification';
import { apiSend, type ApiCallOptions } from '~/lib/api/api-client';

export function dismissNotification(id: string, options?: ApiCallOptions): Promise<NotificationActionResult> {
  return apiSend<NotificationActionResult>('POST', contractUrl(notificationDismissal, {}), { id }, options);
}

export function useDismissNotification() {
  return useMutation({ mutationFn: (id: string) => dismissNotification(id) });
}
