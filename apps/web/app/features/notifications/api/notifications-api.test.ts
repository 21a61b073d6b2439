import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '~/lib/api/json-api';
import { dismissNotification } from './dismiss-notification';
import { fetchNotifications, notificationsUrl } from './get-notifications';
import { markNotificationAsSeen } from './mark-notification-as-seen';

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the notifications API client', () => {
  it('asks for the list by route name, narrowed to a business when given', async () => {
    expect(notificationsUrl(null)).toBe('/api/user/notifications');
    expect(notificationsUrl('0b6f4c1e-1f62-4a59-9a0e-6d1f1c2f3a4b')).toBe(
      '/api/user/notifications?business=0b6f4c1e-1f62-4a59-9a0e-6d1f1c2f3a4b',
    );
    const list = { current: '2026-11-24T10:00:00.000Z', newest: null, count: '0', items: [] };
    const fetcher = vi.fn(async () => answer(200, list));
    expect(await fetchNotifications(null, { fetcher })).toEqual(list);
    expect(fetcher).toHaveBeenCalledWith('/api/user/notifications', expect.objectContaining({ credentials: 'same-origin' }));
  });

  it('posts {id} to mark_notification_as_seen and dismiss_notification', async () => {
    const fetcher = vi.fn(async (_url: string, _init?: RequestInit) => answer(200, { success: true, count: '0' }));
    await markNotificationAsSeen('n1', { fetcher });
    await dismissNotification('n2', { fetcher });
    expect(fetcher.mock.calls.map(([url, init]) => [url, init?.method, init?.body])).toEqual([
      ['/api/user/notification/mark-as-seen', 'POST', JSON.stringify({ id: 'n1' })],
      ['/api/user/notification/dismiss', 'POST', JSON.stringify({ id: 'n2' })],
    ]);
  });

  it('a refusal is an ApiError with the API’s Lithuanian message', async () => {
    const fetcher = vi.fn(async () => answer(404, { success: false, code: 'notification_not_found', message: 'Pranešimas nerastas.' }));
    const error = await dismissNotification('n1', { fetcher }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'notification_not_found', message: 'Pranešimas nerastas.' });
  });
});
