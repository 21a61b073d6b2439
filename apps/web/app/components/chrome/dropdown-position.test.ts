import { describe, expect, it } from 'vitest';
import { panelShift } from './dropdown-position';

describe('dropdown panels stay inside the window', () => {
  it('leaves a panel that fits where it is', () => {
    expect(panelShift(700, 1200, 1280)).toBe(0);
  });

  it('moves a panel that sticks out on the right to the left, by just enough', () => {
    expect(panelShift(700, 1300, 1280)).toBe(-28);
  });

  it('never pushes it past the left edge, and moves one that sticks out on the left', () => {
    expect(panelShift(10, 1400, 1280)).toBe(-2);
    expect(panelShift(-20, 300, 375)).toBe(28);
  });
});
