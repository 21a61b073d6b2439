/**
 * The PWA dialog's rules (seed 2.2 item 5, 4 "PWA modal", 8), pure: which install instructions
 * this browser gets, when the triggers show, when the dialog queues itself.
 */
import type { BrowserInfo } from '~/lib/client/browser-support';

/** The dialog's id in the dialog queue (`DIALOG_PRIORITY`: after webpush, before premium_modal). */
export const PWA_DIALOG = 'pwa';

/** Which instructions: Chrome or Samsung Browser on Android, Mobile Safari on iOS, or where to go instead. */
export type InstallVariant = 'android-chrome' | 'android-samsung' | 'ios-safari' | 'android-other' | 'ios-other' | 'other';

export function installVariant(browser: BrowserInfo): InstallVariant {
  if (browser.platform === 'android') {
    if (browser.browser === 'chrome') return 'android-chrome';
    if (browser.browser === 'samsung') return 'android-samsung';
    return 'android-other';
  }
  if (browser.platform === 'ios') return browser.browser === 'safari' ? 'ios-safari' : 'ios-other';
  return 'other';
}

/** A supported Android or iOS browser: its instructions open the dialog by themselves. */
export function instructionsSayAutoOpen(variant: InstallVariant): boolean {
  return variant === 'android-chrome' || variant === 'android-samsung' || variant === 'ios-safari';
}

/**
 * Seed 4: the triggers show when an install prompt is available or the device is a supported
 * Android or iOS browser, and the app is not running standalone (installed).
 */
export function triggersVisible(input: { hasPrompt: boolean; variant: InstallVariant; standalone: boolean }): boolean {
  return !input.standalone && (input.hasPrompt || instructionsSayAutoOpen(input.variant));
}

/**
 * Seed 4: queued by itself once per session per business, for a logged-in user on an onboarded
 * business's pages, when the instructions say auto-open or an install prompt exists (never when
 * installed already).
 */
export function shouldQueueInstallDialog(input: {
  loggedIn: boolean;
  businessOnboarded: boolean;
  hasPrompt: boolean;
  variant: InstallVariant;
  standalone: boolean;
  shownThisSession: boolean;
}): boolean {
  if (!input.loggedIn || !input.businessOnboarded || input.standalone || input.shownThisSession) return false;
  return input.hasPrompt || instructionsSayAutoOpen(input.variant);
}
