import { describe, expect, it } from 'vitest';
import { TOOLTIP } from '@vizitas/shared';
import { placeTooltip, tooltipSource } from './tooltip-position';

const viewport = { width: 375, height: 700 };
const tip = { width: 160, height: 40 };

describe('tooltip placement', () => {
  it('sits centred above its trigger with the gap', () => {
    const placement = placeTooltip({ top: 300, left: 150, width: 40, height: 40 }, tip, viewport);
    expect(placement).toEqual({ side: 'top', top: 300 - 8 - 40, left: 170 - 80, arrowLeft: 80 });
  });

  it('goes below when there is no room above (e.g. just under the header)', () => {
    const placement = placeTooltip({ top: 20, left: 150, width: 40, height: 30 }, tip, viewport);
    expect(placement.side).toBe('bottom');
    expect(placement.top).toBe(20 + 30 + 8);
  });

  it('stays above when neither side fits but above has more room', () => {
    const placement = placeTooltip(
      { top: 60, left: 0, width: 40, height: 20 },
      { width: 100, height: 200 },
      { width: 375, height: 120 },
    );
    expect(placement.side).toBe('top');
  });

  it('keeps inside the window at both edges, the arrow still at the trigger', () => {
    const atLeft = placeTooltip({ top: 300, left: 4, width: 32, height: 32 }, tip, viewport);
    expect(atLeft.left).toBe(8);
    expect(atLeft.arrowLeft).toBe(20 - 8);
    const atRight = placeTooltip({ top: 300, left: 330, width: 32, height: 32 }, tip, viewport);
    expect(atRight.left).toBe(375 - 8 - 160);
    expect(atRight.arrowLeft).toBe(346 - 207);
    // The arrow never runs into the rounded corner.
    const farRight = placeTooltip({ top: 300, left: 370, width: 4, height: 4 }, tip, viewport);
    expect(farRight.arrowLeft).toBe(160 - 12);
  });

  it('a tooltip wider than the window starts at the margin', () => {
    expect(placeTooltip({ top: 300, left: 100, width: 20, height: 20 }, { width: 500, height: 40 }, viewport).left).toBe(8);
  });

  it('uses the seed constants: z-index 2000, shift-away, HTML allowed', () => {
    expect(TOOLTIP).toEqual({ zIndex: 2000, animation: 'shift-away', allowHTML: true });
  });
});

describe('tooltip content', () => {
  it('prefers our own template, then plain text, then nothing', () => {
    expect(tooltipSource({ template: 'vz-tip', text: 'Tekstas' })).toEqual({ kind: 'template', id: 'vz-tip' });
    expect(tooltipSource({ template: null, text: ' <b>Kopijuoti</b> ' })).toEqual({ kind: 'text', text: '<b>Kopijuoti</b>' });
    expect(tooltipSource({ template: '  ', text: '' })).toBeNull();
    expect(tooltipSource({ template: null, text: null })).toBeNull();
  });
});
