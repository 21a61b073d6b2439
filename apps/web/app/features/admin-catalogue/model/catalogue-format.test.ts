import { describe, expect, it } from 'vitest';
import { countText, euroText, groupByCategory, moved, orderAfterGroupMove, parseEuro } from './catalogue-format';

const forms = { zero: 'nėra', one: '{count} paslauga', few: '{count} paslaugos', other: '{count} paslaugų' };

describe('catalogue formats', () => {
  it('writes Lithuanian plurals', () => {
    expect([0, 1, 2, 9, 10, 11, 21, 22].map((n) => countText(forms, n))).toEqual([
      'nėra',
      '1 paslauga',
      '2 paslaugos',
      '9 paslaugos',
      '10 paslaugų',
      '11 paslaugų',
      '21 paslauga',
      '22 paslaugos',
    ]);
    expect(countText({ one: '{count} diena', few: '{count} dienos', other: '{count} dienų' }, 0)).toBe('0 dienų');
  });

  it('reads prices typed in euro and writes them back', () => {
    expect(['35', '35,5', '35,50', '35.05', ' 1 200 ', '0', '12 €'].map(parseEuro)).toEqual([
      3500, 3550, 3550, 3505, 120000, 0, 1200,
    ]);
    for (const bad of ['', '-1', '35,555', 'abc', '1e3', '35,', ',5', '12345678']) expect(parseEuro(bad), bad).toBeNull();
    expect([3500, 3550, 3505, 0, 5].map(euroText)).toEqual(['35', '35,50', '35,05', '0', '0,05']);
  });

  it('moves an item and groups services under their categories, the uncategorised last', () => {
    expect(moved(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moved(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    const services = [
      { id: 's1', categoryId: null },
      { id: 's2', categoryId: 'c2' },
      { id: 's3', categoryId: 'c1' },
      { id: 's4', categoryId: 'gone' },
      { id: 's5', categoryId: 'c2' },
    ];
    const groups = groupByCategory(services, [
      { id: 'c2', name: 'Dažymai' },
      { id: 'c1', name: 'Kirpimai' },
      { id: 'c3', name: 'Tuščia' },
    ]);
    expect(groups.map((group) => [group.name, group.items.map((item) => item.id)])).toEqual([
      ['Dažymai', ['s2', 's5']],
      ['Kirpimai', ['s3']],
      ['Tuščia', []],
      [null, ['s1', 's4']],
    ]);
    expect(orderAfterGroupMove(groups, 0, [services[4]!, services[1]!])).toEqual(['s5', 's2', 's3', 's1', 's4']);
  });
});
