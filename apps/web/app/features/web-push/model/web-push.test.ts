import { describe, expect, it } from 'vitest';
import { parseUserAgent } from '~/lib/client/browser-support';
import { applicationServerKey, needsNewSubscription, webPushAction, webPushAvailable, type WebPushEnvironment } from './web-push';

const UA = {
  androidChrome: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  iosSafari: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  firefox: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  desktopChrome: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
};

const env = (ua: string, overrides: Partial<WebPushEnvironment> = {}): WebPushEnvironment => ({
  browser: parseUserAgent(ua),
  standalone: false,
  hasServiceWorker: true,
  hasPushManager: true,
  hasNotification: true,
  ...overrides,
});

describe('web push availability (seed 4)', () => {
  it('is there in Chrome on Android and on the desktop', () => {
    expect(webPushAvailable(env(UA.androidChrome))).toBe(true);
    expect(webPushAvailable(env(UA.desktopChrome))).toBe(true);
  });
  it('is not on iOS unless the app is installed standalone', () => {
    expect(webPushAvailable(env(UA.iosSafari))).toBe(false);
    expect(webPushAvailable(env(UA.iosSafari, { standalone: true }))).toBe(true);
  });
  it('is not on Edge nor Firefox', () => {
    expect(webPushAvailable(env(UA.edge))).toBe(false);
    expect(webPushAvailable(env(UA.firefox))).toBe(false);
  });
  it('is not without service workers, the Push API or notifications', () => {
    expect(webPushAvailable(env(UA.desktopChrome, { hasServiceWorker: false }))).toBe(false);
    expect(webPushAvailable(env(UA.desktopChrome, { hasPushManager: false }))).toBe(false);
    expect(webPushAvailable(env(UA.desktopChrome, { hasNotification: false }))).toBe(false);
  });
});

describe('what each permission state does (seed 4)', () => {
  it('default: the dialog once per session on the web, every time in the app', () => {
    expect(webPushAction({ permission: 'default', standalone: false, offeredThisSession: false })).toBe('offer');
    expect(webPushAction({ permission: 'default', standalone: false, offeredThisSession: true })).toBe('nothing');
    expect(webPushAction({ permission: 'default', standalone: true, offeredThisSession: true })).toBe('offer');
  });
  it('granted: refreshed silently; denied: nothing', () => {
    expect(webPushAction({ permission: 'granted', standalone: false, offeredThisSession: false })).toBe('refresh');
    expect(webPushAction({ permission: 'denied', standalone: true, offeredThisSession: false })).toBe('nothing');
  });
});

describe('renewal and the key', () => {
  it('subscribes anew without a subscription or when the server key differs from the stored one', () => {
    expect(needsNewSubscription({ hasSubscription: false, storedKey: 'A', serverKey: 'A' })).toBe(true);
    expect(needsNewSubscription({ hasSubscription: true, storedKey: 'A', serverKey: 'B' })).toBe(true);
    expect(needsNewSubscription({ hasSubscription: true, storedKey: null, serverKey: 'B' })).toBe(true);
    expect(needsNewSubscription({ hasSubscription: true, storedKey: 'B', serverKey: 'B' })).toBe(false);
  });
  it('decodes the base64url key into its 65 bytes', () => {
    const bytes = new Uint8Array(65).map((_, i) => (i * 37 + 4) % 256);
    const key = Buffer.from(bytes).toString('base64url');
    expect([...applicationServerKey(key)]).toEqual([...bytes]);
  });
});
