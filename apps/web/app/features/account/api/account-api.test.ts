import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '~/lib/api/json-api';
import { fetchProfile, postJson } from './account-api';

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('account api', () => {
  it('posts JSON from the same origin and answers the parsed JSON', async () => {
    const fetcher = vi.fn(async () => answer(200, { success: true, phoneNumber: '+37061234567' }));
    vi.stubGlobal('fetch', fetcher);
    expect(await postJson('/api/user/profile/phone-number', { phoneNumber: '+370 612 34567' })).toEqual({
      success: true,
      phoneNumber: '+37061234567',
    });
    expect(fetcher).toHaveBeenCalledWith(
      '/api/user/profile/phone-number',
      expect.objectContaining({ method: 'POST', credentials: 'same-origin', body: '{"phoneNumber":"+370 612 34567"}' }),
    );
  });

  it("throws an ApiError that carries the API's error answer with its field errors", async () => {
    const body = { success: false, code: 'invalid_phone_number', message: 'Neteisingas tel. numeris.', fields: { phoneNumber: ['Per trumpas tel. numeris.'] } };
    vi.stubGlobal('fetch', vi.fn(async () => answer(400, body)));
    const error = await postJson('/api/user/profile/phone-number', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'invalid_phone_number', message: 'Neteisingas tel. numeris.', body });
  });

  it('throws an ApiError without a body when no answer came', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(fetchProfile()).rejects.toMatchObject({ name: 'ApiError', status: 0, code: 'network', body: null });
  });
});
