import { describe, expect, it } from 'vitest';
import { needsPremium, offsetsOf, reminderChoiceOf } from './premium-dialog';

describe('the reminder choices', () => {
  it('read a business offsets and give them back', () => {
    expect(reminderChoiceOf([])).toBe('none');
    expect(reminderChoiceOf([1440])).toBe('24h');
    expect(reminderChoiceOf([120])).toBe('2h');
    expect(reminderChoiceOf([120, 1440])).toBe('both');
    expect(offsetsOf('both')).toEqual([1440, 120]);
    expect(offsetsOf('none')).toEqual([]);
  });

  it('the 2 h reminder, alone or with the 24 h one, is the premium feature', () => {
    expect(['none', '24h', '2h', 'both'].map((c) => needsPremium(c as never))).toEqual([false, false, true, true]);
  });
});
