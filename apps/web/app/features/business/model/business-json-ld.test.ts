import { describe, expect, it } from 'vitest';
import type { BusinessDetail } from '@vizitas/shared/schemas/business';
import { businessJsonLd } from './business-json-ld';

const business: BusinessDetail = {
  id: 'b1',
  slug: 'studija-aiste',
  name: 'Grožio studija „Aistė“',
  domain: null,
  logoUrl: null,
  onboarded: true,
  city: 'vilnius',
  address: 'Gedimino pr. 1',
  categories: ['manikiuras'],
  description: 'Manikiūras ir pedikiūras.',
  priceFromCents: 2000,
  priceToCents: 5000,
  phone: '+37060000000',
  email: null,
  website: null,
  instagram: null,
  timeZone: 'Europe/Vilnius',
  profilePhotoUrl: null,
  profilePhotoPhoneUrl: null,
  serviceGroups: [
    {
      id: 'g',
      name: 'Manikiūras',
      services: [{ id: 's', name: 'Gelinis lakavimas', description: null, durationMin: 60, priceCents: 3000, priceFrom: false }],
    },
  ],
  specialists: [],
};

describe('businessJsonLd', () => {
  it('has no AggregateRating without reviews', () => {
    const ld = businessJsonLd(business, 'https://vizitas.lt/apie/studija-aiste', {
      rating: { average: null, count: 0 },
      reviews: [],
    });
    expect(ld['@type']).toBe('NailSalon');
    expect(ld).not.toHaveProperty('aggregateRating');
    expect(ld).not.toHaveProperty('review');
  });

  it('carries the AggregateRating, the reviews and the photos', () => {
    const ld = businessJsonLd(business, 'https://vizitas.lt/apie/studija-aiste', {
      images: ['https://vizitas.lt/demo/a.webp'],
      rating: { average: 4.25, count: 12 },
      reviews: [{ id: 'r', authorName: 'Ieva', rating: 5, comment: 'Puiku!', createdAt: '2026-11-18T10:00:00.000Z' }],
    });
    expect(ld.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: '4.3',
      bestRating: '5',
      worstRating: '1',
      ratingCount: 12,
      reviewCount: 12,
    });
    expect(ld.review).toEqual([
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Ieva' },
        datePublished: '2026-11-18',
        reviewRating: { '@type': 'Rating', ratingValue: '5', bestRating: '5', worstRating: '1' },
        reviewBody: 'Puiku!',
      },
    ]);
    expect(ld.image).toEqual(['https://vizitas.lt/demo/a.webp']);
  });
});
