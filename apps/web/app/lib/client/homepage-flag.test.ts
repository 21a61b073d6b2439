import { describe, expect, it } from 'vitest';
import { clearHomepageLinkFlag, homepageLinkFlagSet } from './homepage-flag';

function storage(value: string | null) {
  const data = new Map<string, string>(value === null ? [] : [['showHomepageLink', value]]);
  return { data, getItem: (k: string) => data.get(k) ?? null, removeItem: (k: string) => void data.delete(k) };
}

describe('the showHomepageLink session flag', () => {
  it('is set by any value but empty, 0 and false', () => {
    expect(homepageLinkFlagSet(storage('1'))).toBe(true);
    expect(homepageLinkFlagSet(storage('true'))).toBe(true);
    expect(homepageLinkFlagSet(storage(null))).toBe(false);
    expect(homepageLinkFlagSet(storage(''))).toBe(false);
    expect(homepageLinkFlagSet(storage('0'))).toBe(false);
    expect(homepageLinkFlagSet(storage('false'))).toBe(false);
  });

  it('is removed by clearHomepageLinkFlag and never throws', () => {
    const s = storage('1');
    clearHomepageLinkFlag(s);
    expect(s.data.size).toBe(0);
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(homepageLinkFlagSet(broken)).toBe(false);
    expect(() => clearHomepageLinkFlag(broken)).not.toThrow();
    expect(homepageLinkFlagSet(null)).toBe(false);
  });
});
