import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing/test-app.ts';

let t: TestApp;
const logged: unknown[] = [];

beforeAll(async () => {
  t = await createTestApp({
    extraRoutes(app) {
      app.get('/api/public/test-explodes', async (request) => {
        request.log.error = ((entry: unknown) => logged.push(entry)) as never;
        throw new Error('duomenų bazės slaptažodis: hunter2');
      });
    },
  });
});
afterAll(async () => {
  await t.close();
});

describe('unexpected errors', () => {
  it('answer 500 with a request id and a Lithuanian message, no internals, and are logged', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/public/test-explodes' });
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body).toEqual({
      success: false,
      code: 'internal_error',
      message: 'Įvyko netikėta klaida. Bandykite dar kartą vėliau.',
      requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(response.body).not.toContain('hunter2');
    expect(response.body).not.toContain('Error');
    expect(logged).toHaveLength(1);
    expect(JSON.stringify(logged[0])).toContain(body.requestId);
  });
});
