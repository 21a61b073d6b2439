/**
 * The page's global for the service worker and web push (seed 7: "registered from a path given in
 * a global, with scope the business slug path when the business has no custom domain, otherwise the
 * root"; docs/decisions/027). The server writes `__VIZITAS_WEBPUSH__` into every page (root.tsx):
 * the worker's path and the server's web push key. Kept apart from the registration
 * (`./service-worker.ts`, loaded with the chrome runtime): every page's first load reads this.
 */
import { generatePath } from '@vizitas/shared';

/** The global's name. */
export const WEB_PUSH_GLOBAL = '__VIZITAS_WEBPUSH__';

export interface WebPushGlobal {
  /** The service worker's script path (route `service_worker`). */
  serviceWorker: string;
  /** The server's VAPID public key, base64url. */
  publicKey: string;
}

declare global {
  interface Window {
    __VIZITAS_WEBPUSH__?: WebPushGlobal;
  }
}

/** The global as the page has it, or null. */
export function webPushGlobal(win: Window = window): WebPushGlobal | null {
  const value = win.__VIZITAS_WEBPUSH__;
  return value && typeof value.serviceWorker === 'string' && typeof value.publicKey === 'string' ? value : null;
}

/**
 * The registration's scope: the business's slug path on the main domain (its page, `/apie/{slug}`),
 * the root on a business's own domain and on the platform's pages.
 */
export function serviceWorkerScope(input: { domainBusiness: boolean; slug: string | null }): string {
  if (input.domainBusiness || !input.slug) return '/';
  return generatePath('about', { slug: input.slug });
}
