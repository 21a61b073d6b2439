import { describe, expect, it } from 'vitest';
import { assertSameOrigin, cookieHeaders, failure, formFields } from './page-helpers.server';

const context = { origin: 'https://vizitas.lt' };

function post(headers: Record<string, string>): Request {
  return new Request('https://vizitas.lt/prisijungti', { method: 'POST', headers });
}

describe('page action helpers', () => {
  it('refuse cross-site form posts with 403 and let same-origin ones through', () => {
    expect(() => assertSameOrigin(post({ origin: 'https://vizitas.lt' }), context)).not.toThrow();
    expect(() => assertSameOrigin(post({ 'sec-fetch-site': 'same-origin' }), context)).not.toThrow();
    expect(() => assertSameOrigin(post({}), context)).not.toThrow();
    const forged: Array<Record<string, string>> = [
      { origin: 'https://piktas.example' },
      { 'sec-fetch-site': 'cross-site' },
      { cookie: 'vizitas_session=abc' },
    ];
    for (const headers of forged) {
      let thrown: unknown;
      try {
        assertSameOrigin(post(headers), context);
      } catch (error) {
        thrown = error;
      }
      expect(thrown, JSON.stringify(headers)).toBeInstanceOf(Response);
      expect((thrown as Response).status).toBe(403);
    }
  });

  it('read text fields only', () => {
    const form = new FormData();
    form.set('email', 'ona@example.lt');
    form.set('file', new Blob(['x']));
    expect(formFields(form, ['email', 'password', 'file'])).toEqual({ email: 'ona@example.lt', password: '', file: '' });
  });

  it('pass the API cookies on and turn an error answer into action data', () => {
    const result = { status: 401, ok: false, data: { success: false, code: 'invalid_credentials', message: 'Neteisingas' }, setCookie: ['a=1; Path=/', 'b=2'] };
    expect(cookieHeaders(result).getSetCookie()).toEqual(['a=1; Path=/', 'b=2']);
    const answer = failure(result, { step: 'password' });
    expect(answer.data).toEqual({ step: 'password', ok: false, error: { success: false, code: 'invalid_credentials', message: 'Neteisingas' } });
    expect(answer.init?.status).toBe(401);
    const broken = failure({ status: 502, ok: false, data: '<html>', setCookie: [] });
    expect(broken.data.error.code).toBe('internal_error');
  });
});
