/**
 * Vizitas' service worker (docs/decisions/027), hand-written: shows web pushes and opens their
 * link on a click, precaches the app shell (the offline page, the icons), and answers a page
 * navigation that fails for want of a connection with the Lithuanian offline page ("Nėra ryšio").
 * Everything else goes to the network untouched: pages are never served stale from a cache.
 * Built by `../vite-plugin-service-worker.ts` into `/sw.js` (route `service_worker`).
 */
/// <reference lib="webworker" />
import { notificationTarget, pushMessageOf } from './push-message';
import { offlinePageHtml } from './offline-page';

declare const self: ServiceWorkerGlobalScope;
/** The shell's version (a hash of what is precached), set by the build. */
declare const __SHELL_VERSION__: string;

const CACHE = `vizitas-shell-${__SHELL_VERSION__}`;
/** Where the offline page is kept in the cache (never fetched: made here). */
const OFFLINE_URL = '/__offline';
const PRECACHE = ['/icons/icon-192.png', '/icons/icon-512.png', '/icons/maskable-512.png', '/favicon.svg'];

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      await cache.addAll(PRECACHE);
      await cache.put(
        OFFLINE_URL,
        new Response(offlinePageHtml(), { headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } }),
      );
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name.startsWith('vizitas-shell-') && name !== CACHE) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method === 'GET' && new URL(request.url).origin === self.location.origin && PRECACHE.includes(new URL(request.url).pathname)) {
    event.respondWith(caches.match(request).then((cached) => cached ?? fetch(request)));
    return;
  }
  if (request.mode !== 'navigate' || request.method !== 'GET') return;
  event.respondWith(
    fetch(request).catch(async () => {
      const offline = await caches.match(OFFLINE_URL);
      return offline ?? new Response(offlinePageHtml(), { headers: { 'content-type': 'text/html; charset=utf-8' } });
    }),
  );
});

self.addEventListener('push', (event) => {
  const message = pushMessageOf(() => event.data?.json());
  if (!message) return;
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      lang: 'lt',
      // One notification per row: a second delivery of it replaces the first on the device.
      ...(message.tag ? { tag: message.tag } : {}),
      data: { href: message.href },
    }),
  );
});

function hrefOf(notification: Notification): string {
  return notificationTarget((notification.data as { href?: unknown } | null)?.href, self.location.origin);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const href = hrefOf(event.notification);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => client.url === href);
      if (open) {
        await open.focus();
        return;
      }
      await self.clients.openWindow(href);
    })(),
  );
});
