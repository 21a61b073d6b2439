import { describe, expect, it } from 'vitest';
import { bottomBarListHeight } from '@vizitas/shared';
import { bodyPaddingBottom, listHeight, toggleBottomBarList } from './bottom-bar-state';

describe('bottom bar dropdowns (seed 4, 9)', () => {
  it('opens the clicked list and closes the others; the open trigger closes it', () => {
    expect(toggleBottomBarList(null, 'account')).toBe('account');
    expect(toggleBottomBarList('account', 'menu')).toBe('menu');
    expect(toggleBottomBarList('menu', 'menu')).toBeNull();
  });

  it('gives an open list 50 px an item plus 1, a closed one 0', () => {
    expect(bottomBarListHeight(3)).toBe(151);
    expect(listHeight(3, true)).toBe(151);
    expect(listHeight(1, true)).toBe(51);
    expect(listHeight(3, false)).toBe(0);
  });

  it('pads the body by the bar height, 0 when hidden', () => {
    expect(bodyPaddingBottom(61)).toBe('61px');
    expect(bodyPaddingBottom(60.4)).toBe('61px');
    expect(bodyPaddingBottom(0)).toBe('0px');
    expect(bodyPaddingBottom(Number.NaN)).toBe('0px');
  });
});
