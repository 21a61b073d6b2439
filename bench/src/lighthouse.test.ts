import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseLighthouseOptions } from './lighthouse';

describe('parseLighthouseOptions', () => {
  it('runs the four public pages three times by default and accepts --only lighthouse from the bench', () => {
    expect(parseLighthouseOptions(['--only', 'lighthouse'])).toEqual({
      runs: 3,
      pages: ['home', 'search', 'business', 'booking'],
      saveDir: null,
      help: false,
    });
  });

  it('takes runs, a page list (in the usual order) and a folder, in both spellings', () => {
    const options = parseLighthouseOptions(['--only=lighthouse', '--runs=5', '--pages', 'booking,search', '--save', 'out']);
    expect(options.runs).toBe(5);
    expect(options.pages).toEqual(['search', 'booking']);
    expect(options.saveDir).toBe(path.resolve('out'));
  });

  it('refuses what it does not know', () => {
    expect(() => parseLighthouseOptions(['--runs', '0'])).toThrow(/--runs/);
    expect(() => parseLighthouseOptions(['--pages', 'admin'])).toThrow(/home, search, business, booking/);
    expect(() => parseLighthouseOptions(['--only', 'http'])).toThrow(/only lighthouse/);
    expect(() => parseLighthouseOptions(['--save'])).toThrow(/needs a value/);
    expect(() => parseLighthouseOptions(['--fast'])).toThrow(/unknown argument/);
  });
});
