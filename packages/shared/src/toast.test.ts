import { describe, expect, it } from 'vitest';
import { formatHtml, messages } from './messages';
import {
  OFFLINE_TOAST_DURATION,
  TOAST_TYPES,
  countWords,
  hasActionMarkup,
  isToastType,
  toastDuration,
  visibleText,
} from './toast';

describe('toastDuration', () => {
  it('is 4000 ms for an empty toast without action', () => {
    expect(toastDuration({ text: '', hasAction: false })).toBe(4000);
    expect(toastDuration({ text: '   \n\t ' })).toBe(4000);
  });

  it('adds one third of a second per word, rounded to whole milliseconds', () => {
    expect(toastDuration({ text: 'Vienas', hasAction: false })).toBe(4333);
    expect(toastDuration({ text: 'Du žodžiai', hasAction: false })).toBe(4667);
    expect(toastDuration({ text: 'a b c', hasAction: false })).toBe(5000);
    expect(toastDuration({ text: 'a b c d', hasAction: false })).toBe(5333);
  });

  it('adds 8000 ms when the toast has a link or button', () => {
    expect(toastDuration({ text: 'a b c', hasAction: true })).toBe(13000);
    expect(toastDuration({ text: '', hasAction: true })).toBe(12000);
  });

  it('counts whitespace-separated tokens, whatever the whitespace', () => {
    expect(toastDuration({ text: '  a\tb\n\nc   d  ', hasAction: false })).toBe(5333);
    expect(countWords('Palaukite 42 s')).toBe(3);
    expect(countWords('')).toBe(0);
  });

  it('times the seed toasts', () => {
    // 4 words: "Tel." "numeris" "išsaugotas" "sėkmingai!"
    expect(toastDuration({ text: messages.phone.saved })).toBe(4000 + 1333);
    // 'Nėra ryšio. Pasitikrinkite ar esate prisijungę prie interneto.' = 8 words
    expect(toastDuration({ text: messages.connectivity.offline })).toBe(4000 + 2667);
    // 'Įvyko klaida! Tel. numeris nebuvo išsaugotas. Bandykite dar kartą.' = 9 words
    expect(toastDuration({ text: messages.phone.saveFailed })).toBe(7000);
  });

  it('detects a link in markup and counts only its visible words', () => {
    const html = formatHtml(messages.emailVerification.failed, { contactUrl: '/susisiekti' });
    // Įvyko klaida! Patvirtinimo laiškas nebuvo išsiųstas. Bandykite dar kartą arba susisiekite su mumis . → 14 tokens
    expect(countWords(html)).toBe(14);
    expect(hasActionMarkup(html)).toBe(true);
    expect(toastDuration({ text: html })).toBe(4000 + 8000 + Math.round((14 * 1000) / 3));
  });

  it('lets an explicit hasAction win over detection', () => {
    expect(toastDuration({ text: '<a href="/">Čia</a>', hasAction: false })).toBe(4333);
    expect(toastDuration({ text: 'Čia', hasAction: true })).toBe(12333);
  });

  it('detects buttons and ignores look-alike tags', () => {
    expect(hasActionMarkup('<button type="button">Gerai</button>')).toBe(true);
    expect(hasActionMarkup('<A HREF="/">x</A>')).toBe(true);
    expect(hasActionMarkup('<abbr>x</abbr> <b>y</b>')).toBe(false);
    expect(hasActionMarkup('be žymų')).toBe(false);
  });

  it('turns tags into word breaks', () => {
    expect(visibleText('a<br>b')).toBe('a b');
    expect(countWords('<strong>Labas</strong>rytas')).toBe(2);
  });
});

describe('toast constants', () => {
  it('keeps the offline toast for 36e5 ms', () => {
    expect(OFFLINE_TOAST_DURATION).toBe(3_600_000);
  });

  it('has exactly the two seed types', () => {
    expect(TOAST_TYPES).toEqual(['success', 'danger']);
    expect(isToastType('success')).toBe(true);
    expect(isToastType('danger')).toBe(true);
    expect(isToastType('error')).toBe(false);
  });
});
