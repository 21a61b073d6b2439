import { describe, expect, it } from 'vitest';
import { isValidSlug, numberedSlug, SLUG_MAX_LENGTH, slugFromName } from './slug';

describe('slugFromName', () => {
  it('transliterates every Lithuanian letter, in both cases', () => {
    expect(slugFromName('ąčęėįšųūž')).toBe('aceeisuuz');
    expect(slugFromName('ĄČĘĖĮŠŲŪŽ')).toBe('aceeisuuz');
    expect(slugFromName('Grožio studija „Aistė“')).toBe('grozio-studija-aiste');
    expect(slugFromName('Kirpykla „Šukė“ – Žvėryne')).toBe('kirpykla-suke-zveryne');
  });

  it('drops other accents and turns every run of other characters into one dash', () => {
    expect(slugFromName('  Café  Nöel & Co. ')).toBe('cafe-noel-co');
    expect(slugFromName('Studija #1!!!')).toBe('studija-1');
  });

  it('falls back to a word when nothing is left and pads a too short slug', () => {
    expect(slugFromName('„“ – !!')).toBe('verslas');
    expect(slugFromName('Ūla')).toBe('ula');
    expect(slugFromName('A')).toBe('a-lt');
  });

  it('cuts a long name at a word boundary, within the maximum', () => {
    const slug = slugFromName('Labai ilgas grožio salono pavadinimas kuris niekaip nesibaigia ir tęsiasi toliau');
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(slug.endsWith('-')).toBe(false);
    expect(isValidSlug(slug)).toBe(true);
    expect(slug.startsWith('labai-ilgas-grozio-salono')).toBe(true);
  });

  it('always proposes a valid slug', () => {
    for (const name of ['Ž', '---', 'Ėglė Ė', 'x'.repeat(200), 'Salonas 2026', '漢字 salonas']) {
      expect(isValidSlug(slugFromName(name)), name).toBe(true);
    }
  });
});

describe('isValidSlug and numberedSlug', () => {
  it('accepts lower-case words with single dashes, 3 to 60 characters', () => {
    expect(isValidSlug('studija-aiste')).toBe(true);
    for (const bad of ['ab', 'Studija', 'studija--aiste', '-studija', 'studija-', 'grožis', 'a b c', 'x'.repeat(61)]) {
      expect(isValidSlug(bad), bad).toBe(false);
    }
  });

  it('numbers a taken slug and stays within the maximum', () => {
    expect(numberedSlug('studija-aiste', 2)).toBe('studija-aiste-2');
    const long = numberedSlug('a'.repeat(SLUG_MAX_LENGTH), 12);
    expect(long.length).toBe(SLUG_MAX_LENGTH);
    expect(isValidSlug(long)).toBe(true);
  });
});
