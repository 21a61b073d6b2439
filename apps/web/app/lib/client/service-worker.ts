/**
 * The service worker's registration (docs/decisions/027), started by the chrome runtime for every
 * visitor (the offline page and the installable app need it); web push waits for it
 * (`serviceWorkerReady`). The path comes from the page's global (`./web-push-global.ts`).
 */
import { messages } from '@vizitas/shared';
import { webPushGlobal } from './web-push-global';

let registration: Promise<ServiceWorkerRegistration | null> | undefined;

/** The whole site: every page of the origin. */
const PLATFORM_SCOPE = '/';

/**
 * Outside the `try` below on purpose: Rollup deoptimizes every value passed to a call inside a
 * `try` block, and a `messages` value there would keep the whole catalogue in the chunk.
 */
function warnUnsupported(): void {
  console.warn(messages.serviceWorker.unsupported);
}

function warnFailed(error: unknown): void {
  console.warn(messages.serviceWorker.registrationFailed, error instanceof Error ? error.message : String(error));
}

/**
 * Registers the worker once per page (a later call returns the first registration). No service
 * worker support: a console warning only. A failed registration: the warning 'Registration failed'
 * with its message (seed 8); both resolve to null.
 */
export function registerServiceWorker(scope: string, win: Window = window): Promise<ServiceWorkerRegistration | null> {
  registration ??= (async () => {
    const global = webPushGlobal(win);
    if (!('serviceWorker' in win.navigator) || !global) {
      warnUnsupported();
      return null;
    }
    let made: ServiceWorkerRegistration | null = null;
    let failure: unknown = null;
    try {
      made = await win.navigator.serviceWorker.register(global.serviceWorker, { scope });
    } catch (error) {
      failure = error;
    }
    if (failure !== null) warnFailed(failure);
    // The seed's scope on a business page is its slug path, which holds neither the booking page
    // nor the customer's own pages: the same worker is registered for the whole site too, so a
    // customer whose first page was a business page (or its shared link) still gets „Nėra ryšio“
    // offline on /vizitai and the booking page. Push stays with the registration above.
    if (made && scope !== PLATFORM_SCOPE) {
      win.navigator.serviceWorker.register(global.serviceWorker, { scope: PLATFORM_SCOPE }).catch(warnFailed);
    }
    return made;
  })();
  return registration;
}

/** The registration the chrome runtime started (null when none could be made or none was started). */
export function serviceWorkerReady(): Promise<ServiceWorkerRegistration | null> {
  return registration ?? Promise.resolve(null);
}
