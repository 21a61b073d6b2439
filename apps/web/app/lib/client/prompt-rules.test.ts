import { describe, expect, it } from 'vitest';
import {
  phoneRequestWanted,
  pushOfferHasReason,
  rememberSessionOffer,
  REVIEW_DIALOG_DAYS,
  reviewDialogPage,
  reviewDialogWanted,
  SESSION_OFFER_STORAGE,
  sessionOfferAllowed,
  sessionOfferMade,
} from './prompt-rules';
import type { StorageLike } from './storage';

function memoryStorage(): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, String(value)),
    removeItem: (key) => void data.delete(key),
  };
}

const NOW = Date.parse('2026-11-18T10:00:00Z');
const daysAgo = (days: number) => new Date(NOW - days * 86_400_000).toISOString();

describe('reviewDialogPage: only where a route asks for it', () => {
  it('the home page asks (its handle says reviewRequest: true)', () => {
    expect(reviewDialogPage([undefined, { reviewRequest: true }])).toBe(true);
  });

  it('a page whose routes say nothing (/vizitai, a business page, the profile, the admin area) does not', () => {
    expect(reviewDialogPage([undefined, undefined])).toBe(false);
    expect(reviewDialogPage([{}, {}])).toBe(false);
    expect(reviewDialogPage([])).toBe(false);
  });

  it('a route that refuses it wins (booking, logout, the framed booking page)', () => {
    expect(reviewDialogPage([{ reviewRequest: false }])).toBe(false);
    expect(reviewDialogPage([{ reviewRequest: true }, { reviewRequest: false }])).toBe(false);
  });
});

describe('reviewDialogWanted: once per session, not after 30 days from the visit', () => {
  it(`asks about a visit of up to ${REVIEW_DIALOG_DAYS} days ago`, () => {
    expect(REVIEW_DIALOG_DAYS).toBe(30);
    expect(reviewDialogWanted({ visitStart: daysAgo(1), nowMs: NOW, shownThisSession: false })).toBe(true);
    expect(reviewDialogWanted({ visitStart: daysAgo(30), nowMs: NOW, shownThisSession: false })).toBe(true);
  });

  it('not about an older visit, nor one already asked about in this session', () => {
    expect(reviewDialogWanted({ visitStart: daysAgo(30.01), nowMs: NOW, shownThisSession: false })).toBe(false);
    expect(reviewDialogWanted({ visitStart: daysAgo(45), nowMs: NOW, shownThisSession: false })).toBe(false);
    expect(reviewDialogWanted({ visitStart: daysAgo(2), nowMs: NOW, shownThisSession: true })).toBe(false);
  });

  it('not about a visit whose time cannot be read', () => {
    expect(reviewDialogWanted({ visitStart: 'vakar', nowMs: NOW, shownThisSession: false })).toBe(false);
  });
});

describe('pushOfferHasReason: a visit, or a business', () => {
  it('a customer without a visit is not offered web push; with one she is', () => {
    expect(pushOfferHasReason({ isMember: false, hasVisit: false })).toBe(false);
    expect(pushOfferHasReason({ isMember: false, hasVisit: true })).toBe(true);
  });

  it('a member of a business is, visits or not', () => {
    expect(pushOfferHasReason({ isMember: true, hasVisit: false })).toBe(true);
  });
});

describe('the push offer and the install dialog do not share a session', () => {
  it('either may open while the session has had neither', () => {
    expect(sessionOfferAllowed('webpush', null)).toBe(true);
    expect(sessionOfferAllowed('pwa', null)).toBe(true);
  });

  it('after one, the other waits for another session; the same one keeps its own rules', () => {
    expect(sessionOfferAllowed('pwa', 'webpush')).toBe(false);
    expect(sessionOfferAllowed('webpush', 'pwa')).toBe(false);
    expect(sessionOfferAllowed('pwa', 'pwa')).toBe(true);
    expect(sessionOfferAllowed('webpush', 'webpush')).toBe(true);
  });

  it('the session keeps the first offer only', () => {
    const storage = memoryStorage();
    expect(sessionOfferMade(storage)).toBeNull();
    rememberSessionOffer('webpush', storage);
    rememberSessionOffer('pwa', storage);
    expect(sessionOfferMade(storage)).toBe('webpush');
    expect(storage.data.get(SESSION_OFFER_STORAGE)).toBe('webpush');
  });

  it('an unknown stored value counts as none; no storage remembers nothing', () => {
    const storage = memoryStorage();
    storage.setItem(SESSION_OFFER_STORAGE, 'premium');
    expect(sessionOfferMade(storage)).toBeNull();
    rememberSessionOffer('pwa', null);
    expect(sessionOfferMade(null)).toBeNull();
  });
});

describe('phoneRequestWanted: customers and members without a number, never the operator', () => {
  it('asks a customer or a member who has no number', () => {
    expect(phoneRequestWanted({ isOperator: false, phoneNumber: null })).toBe(true);
    expect(phoneRequestWanted({ isOperator: false, phoneNumber: '' })).toBe(true);
  });

  it('never the operator, nobody with a number, no visitor', () => {
    expect(phoneRequestWanted({ isOperator: true, phoneNumber: null })).toBe(false);
    expect(phoneRequestWanted({ isOperator: false, phoneNumber: '+37061234567' })).toBe(false);
    expect(phoneRequestWanted(null)).toBe(false);
  });
});
