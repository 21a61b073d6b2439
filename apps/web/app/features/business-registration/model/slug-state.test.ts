import { describe, expect, it } from 'vitest';
import { INITIAL_SLUG, slugAfterName, slugAfterTyping } from './slug-state';

describe('the slug field', () => {
  it('follows the name, transliterated, while not edited', () => {
    const first = slugAfterName(INITIAL_SLUG, 'Grožio studija');
    expect(first).toEqual({ value: 'grozio-studija', edited: false });
    expect(slugAfterName(first, 'Grožio studija Žemyna')).toEqual({ value: 'grozio-studija-zemyna', edited: false });
    expect(slugAfterName(first, '  ')).toEqual({ value: '', edited: false });
  });

  it('keeps what the person typed, lower case with dashes, whatever the name becomes', () => {
    const typed = slugAfterTyping('Mano Salonas', 'Grožio studija');
    expect(typed).toEqual({ value: 'mano-salonas', edited: true });
    expect(slugAfterName(typed, 'Kitas pavadinimas')).toBe(typed);
  });

  it('follows the name again once the field is cleared', () => {
    expect(slugAfterTyping('', 'Nagų studija Ūla')).toEqual({ value: 'nagu-studija-ula', edited: false });
  });
});
