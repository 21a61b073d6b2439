import { describe, expect, it } from 'vitest';
import { parseUserAgent } from '~/lib/client/browser-support';
import { installVariant, instructionsSayAutoOpen, shouldQueueInstallDialog, triggersVisible } from './install-app';

const UA = {
  androidChrome: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  androidSamsung:
    'Mozilla/5.0 (Linux; Android 14; SM-S921B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
  androidFirefox: 'Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0',
  iosSafari: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iosChrome: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
  desktopChrome: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
};
const variant = (ua: string) => installVariant(parseUserAgent(ua));

describe('install instructions by browser (seed 4)', () => {
  it('Chrome and Samsung Browser on Android, Mobile Safari on iOS get their own', () => {
    expect(variant(UA.androidChrome)).toBe('android-chrome');
    expect(variant(UA.androidSamsung)).toBe('android-samsung');
    expect(variant(UA.iosSafari)).toBe('ios-safari');
  });
  it('other browsers are told where the install works', () => {
    expect(variant(UA.androidFirefox)).toBe('android-other');
    expect(variant(UA.iosChrome)).toBe('ios-other');
    expect(variant(UA.desktopChrome)).toBe('other');
    expect(instructionsSayAutoOpen('android-other')).toBe(false);
    expect(instructionsSayAutoOpen('ios-other')).toBe(false);
  });
});

describe('triggers', () => {
  it('show for an install prompt or a supported phone browser, never in the installed app', () => {
    expect(triggersVisible({ hasPrompt: true, variant: 'other', standalone: false })).toBe(true);
    expect(triggersVisible({ hasPrompt: false, variant: 'ios-safari', standalone: false })).toBe(true);
    expect(triggersVisible({ hasPrompt: false, variant: 'other', standalone: false })).toBe(false);
    expect(triggersVisible({ hasPrompt: false, variant: 'android-other', standalone: false })).toBe(false);
    expect(triggersVisible({ hasPrompt: true, variant: 'android-chrome', standalone: true })).toBe(false);
  });
});

describe('the dialog queues itself', () => {
  const base = { loggedIn: true, businessOnboarded: true, hasPrompt: false, variant: 'android-chrome' as const, standalone: false, shownThisSession: false };
  it('for a logged-in user of an onboarded business when the instructions say auto-open or a prompt exists', () => {
    expect(shouldQueueInstallDialog(base)).toBe(true);
    expect(shouldQueueInstallDialog({ ...base, variant: 'other', hasPrompt: true })).toBe(true);
    expect(shouldQueueInstallDialog({ ...base, variant: 'other' })).toBe(false);
  });
  it('once per session per business, and not for a visitor, a business not onboarded or the installed app', () => {
    expect(shouldQueueInstallDialog({ ...base, shownThisSession: true })).toBe(false);
    expect(shouldQueueInstallDialog({ ...base, loggedIn: false })).toBe(false);
    expect(shouldQueueInstallDialog({ ...base, businessOnboarded: false })).toBe(false);
    expect(shouldQueueInstallDialog({ ...base, standalone: true })).toBe(false);
  });
});
