import { describe, expect, it } from 'vitest';
import {
  BOTTOM_BAR_ITEM_HEIGHT,
  BOTTOM_BAR_LIST_EXTRA,
  BREAKPOINTS,
  COOKIE_CONSENT,
  COOKIE_LIFETIME,
  DATE_FORMATS,
  DEFAULT_TIME_ZONE,
  DIALOG_PRIORITY,
  DIALOG_QUEUE_DELAY,
  DIALOG_SLIDE_DURATION,
  GENERIC_MODAL_DEFAULTS,
  LOCALE,
  NOTIFICATIONS_DIALOG,
  NOTIFICATIONS_QUERY_PARAM,
  PHONE,
  PWA_APP_MODAL,
  RESEND_VERIFICATION_COOLDOWN,
  RESIZABLE_DEFAULTS,
  SMOOTH_SCROLL_DURATION,
  TOOLTIP,
  bottomBarListHeight,
  viewportFor,
} from './constants';

describe('seed constants', () => {
  it('matches section 9', () => {
    expect(DIALOG_QUEUE_DELAY).toBe(1000);
    expect(DIALOG_SLIDE_DURATION).toBe(250);
    expect(SMOOTH_SCROLL_DURATION).toBe(468);
    expect(NOTIFICATIONS_DIALOG).toEqual({ width: 700, height: '70%' });
    expect(PWA_APP_MODAL).toEqual({ startTop: '0', endTop: '15px' });
    expect(COOKIE_LIFETIME).toBe(31_536_000_000);
    expect(COOKIE_LIFETIME).toBe(365 * 24 * 60 * 60 * 1000);
    expect(COOKIE_CONSENT).toEqual({ name: 'cookie_consent', value: 'accepted' });
    expect(BOTTOM_BAR_ITEM_HEIGHT + BOTTOM_BAR_LIST_EXTRA).toBe(51);
    expect(GENERIC_MODAL_DEFAULTS).toEqual({
      minWidth: 400,
      maxHeightRatio: 0.9,
      maxWidthRatio: 0.9,
      fadeMs: 500,
      modal: true,
      resizable: false,
      fluid: true,
      closeOnClickOutside: true,
      closeButtons: true,
      centered: true,
    });
    expect(Object.isFrozen(GENERIC_MODAL_DEFAULTS)).toBe(true);
    expect(TOOLTIP.zIndex).toBe(2000);
    expect(RESIZABLE_DEFAULTS).toEqual({ minWidth: 10, minHeight: 10, zIndex: 90 });
    expect(BREAKPOINTS).toEqual({ app: { desktop: 992, mobile: 600 }, admin: { desktop: 1200, mobile: 767 } });
    expect(RESEND_VERIFICATION_COOLDOWN).toBe(60_000);
    expect(PHONE).toEqual({ defaultCountry: 'lt', dialCode: '370', placeholder: '+370 XXX XXXXX', maxLength: 250 });
  });

  it('orders the dialog queue as section 4 says', () => {
    expect(DIALOG_PRIORITY).toEqual([
      'unsupported_browser',
      'phone_number_request',
      'cookie_consent',
      'notifications',
      'webpush',
      'pwa',
      'premium_modal',
    ]);
  });

  it('matches sections 1 and 4', () => {
    expect(LOCALE).toBe('lt');
    expect(DEFAULT_TIME_ZONE).toBe('Europe/Vilnius');
    expect(DATE_FORMATS).toEqual({ short: 'dddd, MMM D', long: 'dddd, MMMM D [d.]' });
    expect(NOTIFICATIONS_QUERY_PARAM).toBe('pranesimai');
  });
});

describe('bottomBarListHeight', () => {
  it('is 50 px per item plus 1', () => {
    expect(bottomBarListHeight(0)).toBe(1);
    expect(bottomBarListHeight(1)).toBe(51);
    expect(bottomBarListHeight(4)).toBe(201);
  });
});

describe('viewportFor', () => {
  it('uses 992 / 600 in the app', () => {
    expect(viewportFor(993, 'app')).toBe('desktop');
    expect(viewportFor(992, 'app')).toBe('tablet');
    expect(viewportFor(601, 'app')).toBe('tablet');
    expect(viewportFor(600, 'app')).toBe('mobile');
    expect(viewportFor(320, 'app')).toBe('mobile');
  });

  it('uses 1200 / 767 in the admin', () => {
    expect(viewportFor(1201, 'admin')).toBe('desktop');
    expect(viewportFor(1200, 'admin')).toBe('tablet');
    expect(viewportFor(768, 'admin')).toBe('tablet');
    expect(viewportFor(767, 'admin')).toBe('mobile');
  });
});
