import { describe, expect, it } from 'vitest';
import { BRAND } from './brand';
import { format, messages } from './messages';

describe('BRAND', () => {
  it('holds the grammatical forms of the product name', () => {
    expect(BRAND).toEqual({
      name: 'Vizitas',
      genitive: 'Vizito',
      dative: 'Vizitui',
      accusative: 'Vizitą',
      instrumental: 'Vizitu',
      locative: 'Vizite',
    });
  });

  it('makes the homepage link read "Grįžti į Vizitą"', () => {
    expect(format(messages.nav.homepageLink, { brand: BRAND.accusative })).toBe('Grįžti į Vizitą');
  });

  it('makes the mails sign off "Vizito komanda" (genitive)', () => {
    expect(format(messages.mail.signature, { brandGenitive: BRAND.genitive })).toBe('Vizito komanda');
  });
});
