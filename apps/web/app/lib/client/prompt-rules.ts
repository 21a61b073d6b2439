/**
 * Which prompt may open by itself (PRODUCT.md, "Review dialog" and "Prompts"), pure, so the rules
 * are tested apart from the dialogs that follow them:
 * - the review dialog only on a page that asks for it (the home page) and not after 30 days from
 *   the visit (`/vizitai` offers the same stars beside the visit instead);
 * - the web push offer only once it makes sense: the customer has a visit, the member a business;
 * - the push offer and the install dialog never in the same browser session (whichever came first
 *   keeps the session);
 * - the phone number request for customers and members, never for the operator.
 * "At most one prompt by itself per page" is the dialog queue's (`DialogQueue`, `pageKey`).
 */
import { readItem, sessionStore, writeItem, type StorageLike } from './storage';

/** The review dialog asks about a visit for this many days after it (then only `/vizitai` offers the stars). */
export const REVIEW_DIALOG_DAYS = 30;

const DAY_MS = 86_400_000;

/** What a route's `handle` says about the review dialog (`ChromeHandle.reviewRequest`). */
export interface ReviewRequestHandle {
  reviewRequest?: boolean;
}

/** The review dialog is queued only where a route asks for it (the home page) and no route of the page refuses it. */
export function reviewDialogPage(handles: ReadonlyArray<ReviewRequestHandle | undefined>): boolean {
  return handles.some((handle) => handle?.reviewRequest === true) && !handles.some((handle) => handle?.reviewRequest === false);
}

/** The review dialog for this visit: not once shown in this session, not after {@link REVIEW_DIALOG_DAYS} days. */
export function reviewDialogWanted(input: { visitStart: string; nowMs: number; shownThisSession: boolean }): boolean {
  if (input.shownThisSession) return false;
  const start = Date.parse(input.visitStart);
  if (Number.isNaN(start)) return false;
  return input.nowMs - start <= REVIEW_DIALOG_DAYS * DAY_MS;
}

/** The web push offer makes sense once there is something to be told about: her visit, or the member's business. */
export function pushOfferHasReason(input: { isMember: boolean; hasVisit: boolean }): boolean {
  return input.isMember || input.hasVisit;
}

/** The two offers that share a session: whichever came first is the only one of the session. */
export type SessionOffer = 'webpush' | 'pwa';

/** Session storage: the offer this browser session has had (`webpush` or `pwa`). */
export const SESSION_OFFER_STORAGE = 'sessionOffer';

/** Whether `offer` may open in a session that has had `madeThisSession` (null: neither yet). */
export function sessionOfferAllowed(offer: SessionOffer, madeThisSession: SessionOffer | null): boolean {
  return madeThisSession === null || madeThisSession === offer;
}

export function sessionOfferMade(storage: StorageLike | null = sessionStore()): SessionOffer | null {
  const value = readItem(storage, SESSION_OFFER_STORAGE);
  return value === 'webpush' || value === 'pwa' ? value : null;
}

/** Remembers the session's offer (the first one only: the other waits for another session). */
export function rememberSessionOffer(offer: SessionOffer, storage: StorageLike | null = sessionStore()): void {
  if (sessionOfferMade(storage) === null) writeItem(storage, SESSION_OFFER_STORAGE, offer);
}

/** The phone number request: a logged-in customer or member without a number; never the operator. */
export function phoneRequestWanted(user: { isOperator: boolean; phoneNumber: string | null } | null): boolean {
  return user !== null && !user.isOperator && !user.phoneNumber;
}
