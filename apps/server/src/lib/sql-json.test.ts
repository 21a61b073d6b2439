import { describe, expect, it } from 'vitest';
import { withJsonArray } from './sql-json.ts';

describe('an object with an array of JSON texts', () => {
  it('puts the array first or last, its items as they are, and the rest written as JSON.stringify writes it', () => {
    const items = ['{"a" : 1}', '"x\\"y"'];
    const first = withJsonArray({ total: 2, order: 'start' }, 'items', items, 'first');
    expect(first).toBe('{"items":[{"a" : 1},"x\\"y"],"total":2,"order":"start"}');
    expect(JSON.parse(first)).toEqual({ items: [{ a: 1 }, 'x"y'], total: 2, order: 'start' });
    const last = withJsonArray({ from: '2026-03-29', to: '2026-03-29' }, 'appointments', [], 'last');
    expect(JSON.parse(last)).toEqual({ from: '2026-03-29', to: '2026-03-29', appointments: [] });
    expect(Object.keys(JSON.parse(last) as object)).toEqual(['from', 'to', 'appointments']);
  });
});
