/**
 * The share helper (seed 2.2 item 15, 4 "Share helper", 8) of public business pages and of the admin's booking link page: the link
 * defaults to the page's address; with native sharing the business name and link go to the
 * system share sheet, otherwise the link is copied. Failure or cancel: nothing is shown.
 */

export type ShareOutcome = 'native' | 'clipboard' | null;

/** The browser features the helper uses (a fake in tests). */
export interface ShareTarget {
  share?: (data: { title: string; url: string }) => Promise<void>;
  writeText?: (text: string) => Promise<void>;
}

/** The link to share: the given one, or the current page's address when it is empty. */
export function linkToShare(link: string | null | undefined, pageUrl: string): string {
  const trimmed = link?.trim() ?? '';
  return trimmed === '' ? pageUrl : trimmed;
}

/** Whether the button says the supplied title (native sharing) instead of "copy link". */
export function canShareNatively(target: ShareTarget): boolean {
  return typeof target.share === 'function';
}

/**
 * Shares `url` titled `name`: natively when possible, else by copying. Resolves to what
 * happened; `null` when it was cancelled or failed (the caller shows nothing then).
 */
export async function shareLink(name: string, url: string, target: ShareTarget): Promise<ShareOutcome> {
  if (target.share) {
    try {
      await target.share({ title: name, url });
      return 'native';
    } catch {
      return null;
    }
  }
  if (target.writeText) {
    try {
      await target.writeText(url);
      return 'clipboard';
    } catch {
      return null;
    }
  }
  return null;
}

/** The browser's share target (`navigator.share`, `navigator.clipboard.writeText`), bound to `navigator`. */
export function browserShareTarget(): ShareTarget {
  if (typeof navigator === 'undefined') return {};
  const target: ShareTarget = {};
  if (typeof navigator.share === 'function') target.share = (data) => navigator.share(data);
  if (navigator.clipboard && typeof navigator.clipboard.writeText === 'function')
    target.writeText = (text) => navigator.clipboard.writeText(text);
  return target;
}
