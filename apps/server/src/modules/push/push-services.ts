/**
 * Where the server agrees to send pushes: the push services of the browsers, nothing else. A
 * subscription's endpoint comes from the browser, so without this list anyone could make the
 * server POST to an address of their choosing (an internal host, say).
 */

/** The push services of Chrome and Edge on Android and desktop (FCM), Firefox, Safari, Windows, Samsung. */
export const PUSH_SERVICE_HOST_SUFFIXES = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'push.services.mozilla.com',
  'push.apple.com',
  'notify.windows.com',
  'push.samsungbrowser.com',
] as const;

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether `endpoint` is a push service the server sends to: `https:` on one of the known services;
 * one of `extraOrigins` (configured); outside production also a loopback address (a local push
 * service for tests and development).
 */
export function isPushServiceEndpoint(endpoint: string, options: { production: boolean; extraOrigins?: readonly string[] }): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (options.extraOrigins?.includes(url.origin)) return true;
  if (!options.production && LOOPBACK.has(url.hostname)) return url.protocol === 'http:' || url.protocol === 'https:';
  if (url.protocol !== 'https:' || url.port !== '' || url.username !== '' || url.password !== '') return false;
  const host = url.hostname.toLowerCase();
  return PUSH_SERVICE_HOST_SUFFIXES.some((suffix) => host === suffix || host.endsWith(`.${suffix}`));
}
