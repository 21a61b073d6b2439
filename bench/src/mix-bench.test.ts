import { describe, expect, it } from 'vitest';
import { floorRatio, MIX, mixRows, mixUrls, type MixRun, type MixTarget } from './mix-bench';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const targets: MixTarget[] = Array.from({ length: MIX.choices }, (_, i) => ({
  slug: `mastelis-${String(i + 1).padStart(5, '0')}`,
  serviceId: uuid(i),
  specialistIds: [uuid(100_000 + 2 * i), uuid(100_001 + 2 * i)],
}));

describe('mixUrls', () => {
  it('asks every target four distinct URLs: two months of dates and two days of times', () => {
    const urls = mixUrls(targets, '2026-11-24');
    expect(urls.slots).toHaveLength(2 * MIX.choices);
    expect(urls.dates).toHaveLength(2 * MIX.choices);
    expect(new Set(urls.slots).size).toBeGreaterThanOrEqual(1_000);
    expect(new Set(urls.dates).size).toBeGreaterThanOrEqual(1_000);
    expect(new Set(urls.mixed).size).toBe(urls.mixed.length);
    expect(new Set(urls.mixed)).toEqual(new Set([...urls.slots, ...urls.dates]));
    for (const url of urls.dates) {
      expect(url).toMatch(/from=2026-11-24&to=2026-11-30$|from=2026-12-01&to=2026-12-31$/);
    }
    for (const url of urls.slots) {
      const date = /date=(\d{4}-\d{2}-\d{2})$/.exec(url)![1]!;
      expect(date > '2026-11-24' && date <= '2026-12-22').toBe(true);
    }
  });

  it('keeps each customer’s four requests together and turns through any and each specialist', () => {
    const urls = mixUrls(targets, '2026-12-31');
    for (let i = 0; i < urls.mixed.length; i += 4) {
      const customer = urls.mixed.slice(i, i + 4);
      const business = new Set(customer.map((url) => /business=([^&]+)/.exec(url)![1]));
      expect(business.size).toBe(1);
      expect(customer.map((url) => url.includes('available-dates'))).toEqual([true, false, true, false]);
      expect(customer[2]).toContain('from=2027-01-01&to=2027-01-31');
    }
    const specialists = new Set(urls.mixed.map((url) => /specialist=([^&]+)/.exec(url)![1]));
    expect(specialists.has('any')).toBe(true);
    expect(specialists.size).toBeGreaterThan(MIX.choices / 2);
  });

  it('asks the same URLs in the same order for the same data', () => {
    expect(mixUrls(targets, '2026-11-24')).toEqual(mixUrls(targets, '2026-11-24'));
    expect(mixUrls(targets, '2026-11-24', 1).mixed).not.toEqual(mixUrls(targets, '2026-11-24', 2).mixed);
  });
});

const run = (name: string, cpuMsPerAnswer: number | undefined, p99 = 10, statuses: Record<string, number> = { '200': 1_000 }): MixRun => ({
  name,
  urls: 1_000,
  connections: 50,
  durationS: 10,
  p50: p99 / 2,
  p99,
  rate: 100,
  answers: Object.values(statuses).reduce((sum, n) => sum + n, 0),
  cpuMsPerAnswer,
  load: 1,
  statuses,
  errors: 0,
  timeouts: 0,
  samples: ['422 /x'],
  preflightFailures: [],
});

describe('mixRows', () => {
  it('gives each row its budget, its verdict and its CPU beside the floor', () => {
    const rows = mixRows(
      { floor: run('floor', 0.1, 3), cachesOn: run('on', 0.2, 14), slotsOff: run('slots off', 0.45), datesOff: run('dates off', 0.6) },
      'note',
    );
    expect(rows.map((row) => row.verdict)).toEqual(['no budget', 'within budget', 'within budget', 'OVER: ≤ 0.5 ms server CPU']);
    expect(rows[1]!.budget).toBe('p99 ≤ 15 ms');
    expect(rows[2]!.notes).toContain('server CPU 0.450 ms/answer (×4.5 the floor');
    expect(rows[3]!.notes).toContain('×6.0');
  });

  it('fails a row with answers other than 200, an untimed pass that found some, or no CPU figure', () => {
    const bad = { ...run('on', 0.2, 20, { '200': 990, '422': 10 }), preflightFailures: ['untimed pass: 1 of 2,000 URLs did not answer 200'] };
    const rows = mixRows({ floor: run('floor', 0.1), cachesOn: bad, slotsOff: run('slots off', undefined), datesOff: run('dates off', 0.3) }, 'note');
    expect(rows[1]!.verdict).toBe(
      'OVER: p99 ≤ 15 ms · FAILED: untimed pass: 1 of 2,000 URLs did not answer 200; 10 answers other than 200 (10×422; e.g. 422 /x)',
    );
    expect(rows[2]!.verdict).toBe('FAILED: server CPU not readable');
  });

  it('prints the ratio to the floor only when both figures are there', () => {
    expect(floorRatio({ cpuMsPerAnswer: 0.3 }, { cpuMsPerAnswer: 0.1 })).toBe('×3.0');
    expect(floorRatio({ cpuMsPerAnswer: undefined }, { cpuMsPerAnswer: 0.1 })).toBe('×?');
    expect(floorRatio({ cpuMsPerAnswer: 0.3 }, { cpuMsPerAnswer: 0 })).toBe('×?');
  });
});
