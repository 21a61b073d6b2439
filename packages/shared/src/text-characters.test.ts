import { describe, expect, it } from 'vitest';
import { breaksCharacterRule, placesBreakingCharacterRule } from './text-characters.ts';

describe('the character rule', () => {
  it('refuses NUL, other control characters and lone surrogates; keeps tabs, line breaks and any real character', () => {
    for (const bad of ['a\u0000b', '\u0000', '\u0007', '\u001b[31m', '\u007f', 'a\ud800', '\udc00b', '\udfff\ud800', 'x\u000bx']) {
      expect(breaksCharacterRule(bad), JSON.stringify(bad)).toBe(true);
    }
    for (const good of ['', 'Žemaitė ąčęėįšųūž', 'eilutė\nkita\r\n\tįtrauka', '💅', '\u202eRTL\u200b\ufeff', "'); DROP TABLE users; --"]) {
      expect(breaksCharacterRule(good), JSON.stringify(good)).toBe(false);
    }
  });

  it('names the places of a parsed input that break it: strings, array items, keys', () => {
    expect(placesBreakingCharacterRule({ email: 'a\u0000b@example.lt', name: 'Ona' })).toEqual(['email']);
    expect(placesBreakingCharacterRule({ services: ['ok', '\ud800'], note: { text: 'a\u0001' } })).toEqual(['services.1', 'note.text']);
    expect(placesBreakingCharacterRule({ 'raktas\u0000': 1 })).toEqual(['_']);
    expect(placesBreakingCharacterRule('\u0000')).toEqual(['_']);
    expect(placesBreakingCharacterRule({ a: 1, b: true, c: null, d: ['x', { e: 'y' }] })).toEqual([]);
    expect(placesBreakingCharacterRule(Array.from({ length: 50 }, () => '\u0000'), 20)).toHaveLength(20);
  });

  it('walks an input nested thousands of levels deep', () => {
    let deep: unknown = 'a\u0000';
    for (let i = 0; i < 10_000; i++) deep = { a: [deep] };
    expect(placesBreakingCharacterRule(deep)[0]).toMatch(/^a\.0\.a\.0\./);
  });
});
