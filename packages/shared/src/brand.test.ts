import { describe, expect, it } from 'vitest';
import { BRAND } from './brand';
import { format, messages } from './messages';

describe('BRAND', () => {
  it('holds both grammatical forms of the product name', () => {
    expect(BRAND).toEqual({ name: 'Vizitas', accusative: 'Vizitą' });
  });

  it('makes the homepage link read "Grįžti į Vizitą"', () => {
    expect(format(messages.nav.homepageLink, { brand: BRAND.accusative })).toBe('Grįžti į Vizitą');
  });
});
