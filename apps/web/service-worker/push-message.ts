/**
 * What the service worker makes of a push and of a click on its notification (pure, tested).
 */
import type { PushMessage } from '@vizitas/shared/schemas/web-push';

/** The push's content (`readJson` reads its payload); a push without a readable title and text shows nothing. */
export function pushMessageOf(readJson: () => unknown): PushMessage | null {
  let data: Partial<Record<keyof PushMessage, unknown>> | undefined;
  try {
    data = readJson() as typeof data;
  } catch {
    return null;
  }
  if (!data || typeof data.title !== 'string' || typeof data.body !== 'string') return null;
  return {
    title: data.title,
    body: data.body,
    href: typeof data.href === 'string' ? data.href : '/',
    tag: typeof data.tag === 'string' ? data.tag : '',
  };
}

/** The address a click opens: the push's `href` when it is a page of this site, else the home page. */
export function notificationTarget(href: unknown, origin: string): string {
  if (typeof href !== 'string') return `${origin}/`;
  try {
    const url = new URL(href, origin);
    return url.origin === origin ? url.href : `${origin}/`;
  } catch {
    return `${origin}/`;
  }
}
