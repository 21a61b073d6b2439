import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '~/lib/api/json-api';
import { fetchReviewPage } from './business-api';

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('business api', () => {
  it('asks for a page of reviews by slug, page and size', async () => {
    const page = { items: [], page: 2, pageSize: 5, hasMore: false, rating: { average: null, count: 0 } };
    const fetcher = vi.fn(async () => answer(200, page));
    expect(await fetchReviewPage('grozio studija', 2, 5, fetcher)).toEqual(page);
    expect(fetcher).toHaveBeenCalledWith(
      '/api/public/business/grozio%20studija/reviews?page=2&limit=5',
      expect.objectContaining({ credentials: 'same-origin' }),
    );
  });

  it('throws an ApiError for an error answer', async () => {
    const fetcher = vi.fn(async () => answer(404, { code: 'not_found', message: 'Puslapis nerastas.' }));
    await expect(fetchReviewPage('nera', 2, 5, fetcher)).rejects.toBeInstanceOf(ApiError);
  });
});
