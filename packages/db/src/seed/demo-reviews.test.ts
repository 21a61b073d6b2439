import { describe, expect, it } from 'vitest';
import { buildDemoReviews } from './demo-reviews';
import { buildDemoGallery, demoPhotosFor } from './demo-gallery';

const NOW = new Date('2026-11-18T10:00:00Z');

function row(id: string, daysAgo: number, status: 'completed' | 'cancelled' | 'confirmed', customerId: string | null = null) {
  const startsAt = new Date(NOW.getTime() - daysAgo * 86_400_000);
  return {
    id,
    businessId: 'b1',
    specialistId: 's1',
    customerId,
    clientName: customerId ? null : 'Gintarė Kazlauskienė',
    startsAt,
    endsAt: new Date(startsAt.getTime() + 3_600_000),
    status,
    priceCents: 1000,
    durationMin: 60,
  };
}

describe('buildDemoReviews', () => {
  const appointments = [
    ...Array.from({ length: 60 }, (_, i) => row(`w${i}`, 1 + i, 'completed')),
    row('c-new', 2, 'completed', 'u1'),
    row('c-mid', 5, 'completed', 'u1'),
    row('c-old', 9, 'completed', 'u1'),
    row('x', 3, 'cancelled'),
    row('f', -2, 'confirmed'),
  ];
  const reviews = buildDemoReviews({ now: NOW, appointments, customerName: 'Ieva Petrauskienė' });

  it('reviews only completed visits, never after now, mostly with 4–5 stars', () => {
    const ids = new Set(reviews.map((review) => review.appointmentId));
    expect(ids.has('x')).toBe(false);
    expect(ids.has('f')).toBe(false);
    expect(reviews.every((review) => (review.createdAt as Date).getTime() <= NOW.getTime())).toBe(true);
    const high = reviews.filter((review) => review.rating >= 4).length;
    expect(high / reviews.length).toBeGreaterThan(0.75);
    expect(reviews.filter((review) => !review.customerId).length).toBeLessThanOrEqual(24);
    expect(reviews.find((review) => review.appointmentId.startsWith('w'))?.authorName).toBe('Gintarė');
  });

  it('leaves the demo customer’s two newest completed visits for the review dialog and for the stars on /vizitai', () => {
    const own = reviews.filter((review) => review.customerId === 'u1');
    expect(own.map((review) => review.appointmentId)).toEqual(['c-old']);
    expect(own[0]).toMatchObject({ authorName: 'Ieva', rating: 5 });
  });

  it('is the same for the same input', () => {
    expect(buildDemoReviews({ now: NOW, appointments, customerName: 'Ieva' }).map((review) => review.rating)).toEqual(
      reviews.map((review) => review.rating),
    );
  });
});

describe('demo gallery', () => {
  it('gives three to five photos a business, its specialities first', () => {
    expect(demoPhotosFor(['manikiuras', 'pedikiuras']).map((photo) => photo.file)).toEqual([
      'manikiuras.webp',
      'pedikiuras.webp',
      'salonas-interjeras.webp',
      'registratura.webp',
      'spa-rankslosciai.webp',
    ]);
    const rows = buildDemoGallery([{ id: 'b', categories: ['masazas'] }]);
    expect(rows).toHaveLength(4);
    expect(rows[0]).toMatchObject({ businessId: 'b', url: '/demo/masazas.webp', width: 800, height: 600, position: 0 });
  });
});
