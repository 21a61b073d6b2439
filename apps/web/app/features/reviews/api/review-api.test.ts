import { describe, expect, it, vi } from 'vitest';
import { commentReview, fetchPendingReview, rateAppointment, ReviewApiError } from './review-api';

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('review api', () => {
  it('reads the pending visit', async () => {
    const fetcher = vi.fn(async () => answer(200, { appointment: { id: 'a1' } }));
    expect(await fetchPendingReview(fetcher)).toEqual({ id: 'a1' });
    expect(fetcher).toHaveBeenCalledWith('/api/user/review/pending', expect.objectContaining({ credentials: 'same-origin' }));
  });

  it('posts the rating and patches the comment as JSON', async () => {
    const fetcher = vi.fn(async () => answer(201, { id: 'r1' }));
    await rateAppointment('a1', 4, fetcher);
    expect(fetcher).toHaveBeenLastCalledWith(
      '/api/user/review',
      expect.objectContaining({ method: 'POST', body: '{"appointment":"a1","rating":4}' }),
    );
    await commentReview('r1', 'Puiku', fetcher);
    expect(fetcher).toHaveBeenLastCalledWith(
      '/api/user/review/r1',
      expect.objectContaining({ method: 'PATCH', body: '{"comment":"Puiku"}' }),
    );
  });

  it('throws the API’s Lithuanian message, or the generic one', async () => {
    const conflict = vi.fn(async () => answer(409, { code: 'already_reviewed', message: 'Šį vizitą jau įvertinote.' }));
    await expect(rateAppointment('a1', 5, conflict)).rejects.toMatchObject({
      status: 409,
      code: 'already_reviewed',
      message: 'Šį vizitą jau įvertinote.',
    });
    const broken = vi.fn(async () => new Response('<html>', { status: 502 }));
    await expect(rateAppointment('a1', 5, broken)).rejects.toMatchObject({
      status: 502,
      message: 'Įvyko klaida! Įvertinimas nebuvo išsaugotas. Bandykite dar kartą.',
    });
    const offline = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(rateAppointment('a1', 5, offline)).rejects.toBeInstanceOf(ReviewApiError);
  });
});
