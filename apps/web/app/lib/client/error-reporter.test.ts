import { describe, expect, it, vi } from 'vitest';
import {
  buildErrorPayload,
  createErrorReporter,
  errorFingerprint,
  isNoise,
  MAX_BODY_BYTES,
  MAX_MESSAGE_LENGTH,
  MAX_REPORTS_PER_PAGE,
  MAX_STACK_LENGTH,
} from './error-reporter';

const PAGE = 'https://vizitas.lt/apie/studija-aiste';

function withStack(message: string, stack: string): Error {
  const error = new Error(message);
  error.stack = stack;
  return error;
}

describe('buildErrorPayload', () => {
  it('takes name, message and stack of an Error and the page address', () => {
    const error = new TypeError('x is undefined');
    error.stack = 'TypeError: x is undefined\n    at f (https://vizitas.lt/assets/root.js:1:2)';
    expect(buildErrorPayload(error, { where: 'phone-form', n: 3, ok: true, none: null, skipped: undefined }, PAGE)).toEqual({
      message: 'TypeError: x is undefined',
      stack: error.stack,
      pageUrl: PAGE,
      extra: { where: 'phone-form', n: 3, ok: true, none: null },
    });
  });

  it('describes strings, objects and odd values', () => {
    expect(buildErrorPayload('plain text').message).toBe('plain text');
    expect(buildErrorPayload({ message: 'from a JSON body' }).message).toBe('from a JSON body');
    expect(buildErrorPayload({ code: 'x' }).message).toBe('{"code":"x"}');
    expect(buildErrorPayload(undefined).message).toBe('undefined');
    expect(buildErrorPayload('   ').message).toBe('Unknown error');
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(buildErrorPayload(circular).message).toBe('[object Object]');
  });

  it('keeps message ≤ 2000 and stack ≤ 8000 characters (the server schema)', () => {
    const payload = buildErrorPayload(withStack('m'.repeat(5000), 's'.repeat(20_000)), undefined, PAGE);
    expect(payload.message.length).toBeLessThanOrEqual(MAX_MESSAGE_LENGTH);
    expect(payload.stack!.length).toBeLessThanOrEqual(MAX_STACK_LENGTH);
    expect(buildErrorPayload('x', { long: 'ž'.repeat(3000) }).extra!.long).toHaveLength(2000);
  });

  it('keeps the JSON body under the server limit even for non-ASCII text', () => {
    const payload = buildErrorPayload(
      withStack('ą'.repeat(2000), 'ž'.repeat(8000)),
      { a: 'š'.repeat(2000), b: 'ų'.repeat(2000) },
      PAGE,
    );
    expect(new TextEncoder().encode(JSON.stringify(payload)).length).toBeLessThanOrEqual(MAX_BODY_BYTES);
    expect(payload.message.length).toBeGreaterThan(0);
  });

  it('drops non-finite numbers from extra (JSON would turn them into null)', () => {
    expect(buildErrorPayload('x', { a: Number.NaN, b: 1 }).extra).toEqual({ b: 1 });
  });
});

describe('noise and fingerprints', () => {
  it('ignores cross-origin "Script error.", ResizeObserver loops and extension code', () => {
    expect(isNoise({ message: 'Script error.' })).toBe(true);
    expect(isNoise({ message: 'ResizeObserver loop completed with undelivered notifications.' })).toBe(true);
    expect(isNoise({ message: 'x', stack: 'Error: x\n    at chrome-extension://abc/content.js:1:1' })).toBe(true);
    expect(isNoise({ message: 'TypeError: x', stack: 'at https://vizitas.lt/assets/a.js:1:1' })).toBe(false);
  });

  it('identifies an error by its message and first frame', () => {
    const a = buildErrorPayload(withStack('boom', 'Error: boom\n    at f (a.js:1:1)\n    at g (b.js:2:2)'));
    const b = buildErrorPayload(withStack('boom', 'Error: boom\n    at f (a.js:1:1)\n    at h (c.js:3:3)'));
    const c = buildErrorPayload(withStack('boom', 'Error: boom\n    at other (z.js:9:9)'));
    expect(errorFingerprint(a)).toBe(errorFingerprint(b));
    expect(errorFingerprint(a)).not.toBe(errorFingerprint(c));
  });
});

describe('createErrorReporter', () => {
  it('POSTs the JSON to log_an_error with the page token', () => {
    const send = vi.fn();
    const reporter = createErrorReporter({ token: 'tok_123', send, pageUrl: () => PAGE });
    expect(reporter.report(new Error('boom'), { where: 'test' })).toBe(true);
    expect(send).toHaveBeenCalledOnce();
    const [url, body] = send.mock.calls[0]!;
    expect(url).toBe('/api/public/log-an-error/tok_123');
    expect(JSON.parse(body)).toMatchObject({ message: 'Error: boom', pageUrl: PAGE, extra: { where: 'test' } });
  });

  it('reports each distinct error once and at most 10 per page view', () => {
    const send = vi.fn();
    const reporter = createErrorReporter({ token: 't', send, pageUrl: () => PAGE });
    const error = withStack('same', 'Error: same\n    at f (a.js:1:1)');
    expect(reporter.report(error)).toBe(true);
    expect(reporter.report(error)).toBe(false);
    for (let i = 0; i < 20; i += 1) reporter.report(new Error(`error ${i}`));
    expect(MAX_REPORTS_PER_PAGE).toBe(10);
    expect(send).toHaveBeenCalledTimes(MAX_REPORTS_PER_PAGE);
    expect(reporter.sent).toBe(MAX_REPORTS_PER_PAGE);
  });

  it('keeps reports made before the token is known and sends them when it arrives', () => {
    const send = vi.fn();
    const reporter = createErrorReporter({ send, pageUrl: () => PAGE });
    expect(reporter.report(new Error('early'))).toBe(true);
    expect(send).not.toHaveBeenCalled();
    reporter.setToken('late');
    expect(send).toHaveBeenCalledOnce();
    expect(send.mock.calls[0]![0]).toBe('/api/public/log-an-error/late');
    reporter.setToken('late');
    expect(send).toHaveBeenCalledOnce();
  });

  it('never throws, even when sending fails', () => {
    const reporter = createErrorReporter({
      token: 't',
      send: () => {
        throw new Error('offline');
      },
    });
    expect(() => reporter.report(new Error('x'))).not.toThrow();
    const throwingUrl = createErrorReporter({
      token: 't',
      send: vi.fn(),
      pageUrl: () => {
        throw new Error('no location');
      },
    });
    expect(throwingUrl.report(new Error('y'))).toBe(false);
  });

  it('skips noise without using up the allowance', () => {
    const send = vi.fn();
    const reporter = createErrorReporter({ token: 't', send, maxReports: 1 });
    expect(reporter.report('Script error.')).toBe(false);
    expect(reporter.report(new Error('real'))).toBe(true);
    expect(send).toHaveBeenCalledOnce();
  });
});
