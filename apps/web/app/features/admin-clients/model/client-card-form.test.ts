import { describe, expect, it } from 'vitest';
import { changedTexts, tooLong } from './client-card-form';

const saved = { notes: 'Mėgsta ramybę', allergies: '', preferences: 'Kava' };

describe('the card form', () => {
  it('sends only the texts that changed, trimmed', () => {
    expect(changedTexts(saved, { ...saved })).toBeNull();
    expect(changedTexts(saved, { ...saved, notes: '  Mėgsta ramybę \n' })).toBeNull();
    expect(changedTexts(saved, { ...saved, allergies: ' Lateksas ', preferences: '' })).toEqual({ allergies: 'Lateksas', preferences: '' });
  });

  it('names the texts past their limit', () => {
    expect(tooLong({ notes: 'x'.repeat(4000), allergies: 'x'.repeat(2001), preferences: `${'x'.repeat(2000)}   ` })).toEqual(['allergies']);
  });
});
