/** `POST /webpush/` (seed 7, route `webpush`): JSON `{subscription}`, credentials included. */
import { generatePath } from '@vizitas/shared';
import type { WebPushSubscribeResult } from '@vizitas/shared/schemas/web-push';
import { apiSend } from '~/lib/api/api-client';

const withCredentials = (input: string, init?: RequestInit) => fetch(input, { ...init, credentials: 'include' });

export function subscribeWebPush(subscription: PushSubscriptionJSON): Promise<WebPushSubscribeResult> {
  return apiSend<WebPushSubscribeResult>('POST', generatePath('webpush'), { subscription }, { fetcher: withCredentials });
}
