/**
 * Constants of the seed specification (mainly section 9; locale, storage keys and query
 * parameters from sections 1 to 4). Times are in milliseconds, sizes in CSS pixels.
 */

// --- Locale (section 1) ------------------------------------------------------------------------

export const LOCALE = 'lt';
export const DEFAULT_TIME_ZONE = 'Europe/Vilnius';
/** Day.js / Moment format strings. */
export const DATE_FORMATS = {
  short: 'dddd, MMM D',
  long: 'dddd, MMMM D [d.]',
} as const;

// --- Dialogs and animations (section 9) --------------------------------------------------------

/** The dialog queue starts this long after page load (unless told to skip the delay). */
export const DIALOG_QUEUE_DELAY = 1000;
/** Slide-down of the web PWA and web-push dialogs. */
export const DIALOG_SLIDE_DURATION = 250;
/** Smooth scroll of scroll-trigger anchors. */
export const SMOOTH_SCROLL_DURATION = 468;

/** The web notifications dialog. */
export const NOTIFICATIONS_DIALOG = { width: 700, height: '70%' } as const;
/** The app PWA modal slides from `top: 0` to `top: 15px`. */
export const PWA_APP_MODAL = { startTop: '0', endTop: '15px' } as const;

/** Priority of the dialog queue: the first pending one in this order opens. */
export const DIALOG_PRIORITY = [
  'unsupported_browser',
  'phone_number_request',
  'cookie_consent',
  'notifications',
  'webpush',
  'pwa',
  'premium_modal',
] as const;
export type PriorityDialogId = (typeof DIALOG_PRIORITY)[number];
/** Every dialog id the seed names (the queued ones plus appointment_review). */
export type DialogId = PriorityDialogId | 'appointment_review';

/** Options of the generic modal wrapper (section 4 "Generic modal", section 9). */
export interface GenericModalOptions {
  /** px */
  minWidth: number;
  /** Fraction of the window height. */
  maxHeightRatio: number;
  /** Fraction of the window width. */
  maxWidthRatio: number;
  /** Fade-in and fade-out, ms. */
  fadeMs: number;
  modal: boolean;
  resizable: boolean;
  /** Recompute the size on window or content resize. */
  fluid: boolean;
  closeOnClickOutside: boolean;
  closeButtons: boolean;
  centered: boolean;
}

export const GENERIC_MODAL_DEFAULTS: Readonly<GenericModalOptions> = Object.freeze({
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

/** Tooltips: shift-away animation, above everything, HTML allowed. */
export const TOOLTIP = { zIndex: 2000, animation: 'shift-away', allowHTML: true } as const;

/** Resizable widget defaults. */
export const RESIZABLE_DEFAULTS = { minWidth: 10, minHeight: 10, zIndex: 90 } as const;

// --- Layout (sections 2.1, 4, 9) ---------------------------------------------------------------

/** Bottom bar dropdown: 50 px per item plus 1 px for the list. */
export const BOTTOM_BAR_ITEM_HEIGHT = 50;
export const BOTTOM_BAR_LIST_EXTRA = 1;

/** Height of an open bottom bar dropdown list with `items` entries: items × 50 + 1. */
export function bottomBarListHeight(items: number): number {
  return items * BOTTOM_BAR_ITEM_HEIGHT + BOTTOM_BAR_LIST_EXTRA;
}

/**
 * Desktop is strictly above `desktop`; mobile is at or below `mobile`; tablet in between.
 * `app` is the public/user bundle, `admin` the admin area.
 */
export const BREAKPOINTS = {
  app: { desktop: 992, mobile: 600 },
  admin: { desktop: 1200, mobile: 767 },
} as const;

export type FrontEndVariant = keyof typeof BREAKPOINTS;
export type Viewport = 'desktop' | 'tablet' | 'mobile';

export function viewportFor(width: number, variant: FrontEndVariant): Viewport {
  const { desktop, mobile } = BREAKPOINTS[variant];
  if (width > desktop) return 'desktop';
  if (width <= mobile) return 'mobile';
  return 'tablet';
}

// --- Email verification and phone (sections 4, 5, 9) ------------------------------------------

/** The resend-verification button is disabled this long after a send. */
export const RESEND_VERIFICATION_COOLDOWN = 60_000;
/** Format of the stored send time (local storage `emailVerificationSent`). */
export const EMAIL_VERIFICATION_SENT_FORMAT = 'YYYY-MM-DD HH:mm:ss';

export const PHONE = {
  defaultCountry: 'lt',
  dialCode: '370',
  placeholder: '+370 XXX XXXXX',
  maxLength: 250,
} as const;

// --- Cookies, storage, query parameters (sections 3, 4, 9) ------------------------------------

/** Default cookie lifetime: 365 days. */
export const COOKIE_LIFETIME = 31_536_000_000;
export const COOKIE_CONSENT = { name: 'cookie_consent', value: 'accepted' } as const;

/** Keys in local / session storage. Per-business keys hold an object keyed by business id. */
export const STORAGE_KEYS = {
  notificationsShown: 'notificationsShown',
  pwaModalShown: 'pwaModalShown',
  emailVerificationSent: 'emailVerificationSent',
  flashSuccess: 'success',
  flashError: 'error',
  showHomepageLink: 'showHomepageLink',
} as const;

/** The query parameter that forces the notifications dialog open. */
export const NOTIFICATIONS_QUERY_PARAM = 'pranesimai';

/**
 * The version of the terms (`/taisykles`) and the privacy policy (`/privatumo-politika`) a person
 * accepts at registration; stored beside the account with the time (issue 11 item 7). A new
 * version of either text gets a new date here.
 */
export const TERMS_VERSION = '2026-11-24';
