import { describe, expect, it } from 'vitest';
import { formatDuration, formatPrice } from './format';

describe('formatPrice', () => {
  it('shows whole euros without cents and other amounts with two decimals, Lithuanian style', () => {
    expect(formatPrice(3500)).toBe('35\u00a0€');
    expect(formatPrice(5550)).toBe('55,50\u00a0€');
    expect(formatPrice(5)).toBe('0,05\u00a0€');
    expect(formatPrice(123400)).toBe('1\u00a0234\u00a0€');
  });
});

describe('formatDuration', () => {
  it('writes minutes and hours in Lithuanian abbreviations', () => {
    expect(formatDuration(45)).toBe('45 min.');
    expect(formatDuration(60)).toBe('1 val.');
    expect(formatDuration(90)).toBe('1 val. 30 min.');
  });
});
