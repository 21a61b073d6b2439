import { describe, expect, it } from 'vitest';
import { ApiError, callJson, jsonBody, type Fetch, type JsonCallTexts } from './json-api';

class TestError extends ApiError {
  override name = 'TestError';
}

const texts: JsonCallTexts<TestError> = {
  error: (status, code, message) => new TestError(status, code, message),
  network: 'Nėra ryšio.',
  failure: (status, code) => ({ code: code ?? `http_${status}`, message: `Klaida ${status}` }),
  unreadable: 'Neįskaitomas atsakymas.',
};

const answer =
  (status: number, body: string | null): Fetch =>
  async () =>
    new Response(body, { status, headers: { 'content-type': 'application/json' } });

async function failure(fetcher: Fetch): Promise<TestError> {
  return callJson(fetcher, '/x', undefined, texts).then(
    () => {
      throw new Error('expected a failure');
    },
    (e: TestError) => e,
  );
}

describe('callJson', () => {
  it('sends same-origin credentials and a JSON accept, and answers the parsed JSON', async () => {
    let seen: RequestInit | undefined;
    const fetcher: Fetch = async (_url, init) => {
      seen = init;
      return new Response('{"ok":1}', { status: 200 });
    };
    expect(await callJson(fetcher, '/x', jsonBody('POST', { a: 1 }), texts)).toEqual({ ok: 1 });
    expect(seen).toMatchObject({ method: 'POST', credentials: 'same-origin', body: '{"a":1}' });
    expect(seen?.headers).toEqual({ accept: 'application/json', 'content-type': 'application/json' });
  });

  it("uses the API's own code and Lithuanian message, else the feature's texts", async () => {
    const own = await failure(answer(409, '{"code":"slot_taken","message":"Laikas užimtas."}'));
    expect(own).toBeInstanceOf(TestError);
    expect(own).toMatchObject({ name: 'TestError', status: 409, code: 'slot_taken', message: 'Laikas užimtas.' });
    expect(await failure(answer(503, 'not json'))).toMatchObject({ status: 503, code: 'http_503', message: 'Klaida 503' });
    expect(await failure(answer(200, 'not json'))).toMatchObject({ code: 'bad_response', message: 'Neįskaitomas atsakymas.' });
    const offline: Fetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    expect(await failure(offline)).toMatchObject({ status: 0, code: 'network', message: 'Nėra ryšio.' });
  });

  it('passes an abort on as it is', async () => {
    const aborted: Fetch = async () => {
      throw new DOMException('aborted', 'AbortError');
    };
    await expect(callJson(aborted, '/x', undefined, texts)).rejects.toMatchObject({ name: 'AbortError' });
  });
});
