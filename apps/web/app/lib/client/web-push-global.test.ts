import { describe, expect, it } from 'vitest';
import { serviceWorkerScope, webPushGlobal } from './web-push-global';

describe("the service worker's scope (seed 7)", () => {
  it("is the business's slug path on the main domain", () => {
    expect(serviceWorkerScope({ domainBusiness: false, slug: 'studija-aiste' })).toBe('/apie/studija-aiste');
  });
  it("is the root on a business's own domain and on the platform's pages", () => {
    expect(serviceWorkerScope({ domainBusiness: true, slug: null })).toBe('/');
    expect(serviceWorkerScope({ domainBusiness: false, slug: null })).toBe('/');
  });
});

describe("the page's global", () => {
  it('is read when it has the worker path and the key, else null', () => {
    expect(webPushGlobal({ __VIZITAS_WEBPUSH__: { serviceWorker: '/sw.js', publicKey: 'B' } } as unknown as Window)).toEqual({
      serviceWorker: '/sw.js',
      publicKey: 'B',
    });
    expect(webPushGlobal({} as Window)).toBeNull();
    expect(webPushGlobal({ __VIZITAS_WEBPUSH__: { serviceWorker: 1 } } as unknown as Window)).toBeNull();
  });
});
