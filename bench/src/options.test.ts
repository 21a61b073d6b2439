import { describe, expect, it } from 'vitest';
import { parseOptions, portFrom, runsStage } from './options';

describe('parseOptions', () => {
  it('runs everything at full length by default', () => {
    const options = parseOptions([]);
    expect(options).toEqual({ quick: false, only: null, help: false, keepDatabase: false });
    expect(
      runsStage(options, 'engine') && runsStage(options, 'http') && runsStage(options, 'scale') && runsStage(options, 'size'),
    ).toBe(true);
  });

  it('accepts --quick and --only in both spellings', () => {
    expect(parseOptions(['--quick', '--only', 'http'])).toEqual({ quick: true, only: 'http', help: false, keepDatabase: false });
    const options = parseOptions(['--only=size']);
    expect(runsStage(options, 'size')).toBe(true);
    expect(runsStage(options, 'engine')).toBe(false);
  });

  it('runs the processes stage alone', () => {
    const options = parseOptions(['--only', 'processes']);
    expect(runsStage(options, 'processes')).toBe(true);
    expect(runsStage(options, 'http') || runsStage(options, 'mix') || runsStage(options, 'admin')).toBe(false);
    expect(runsStage(parseOptions([]), 'processes')).toBe(true);
  });

  it('keeps the database when asked', () => {
    expect(parseOptions(['--only', 'mix', '--keep-database'])).toEqual({ quick: false, only: 'mix', help: false, keepDatabase: true });
  });

  it('refuses unknown stages and arguments', () => {
    expect(() => parseOptions(['--only', 'disk'])).toThrow(/engine, http, scale, mix, admin, processes, size, upload/);
    expect(() => parseOptions(['--only'])).toThrow(/--only/);
    expect(() => parseOptions(['--fast'])).toThrow(/unknown argument/);
  });
});

describe('portFrom', () => {
  it('uses the fallback when unset and refuses non-ports', () => {
    expect(portFrom(undefined, 3400)).toBe(3400);
    expect(portFrom(' ', 3400)).toBe(3400);
    expect(portFrom('3555', 3400)).toBe(3555);
    expect(() => portFrom('70000', 3400)).toThrow(/not a port/);
    expect(() => portFrom('abc', 3400)).toThrow(/not a port/);
  });
});
