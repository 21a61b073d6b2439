import { CITY_NAMES } from '@vizitas/shared';
import type { BusinessDetail } from '@vizitas/shared/schemas/business';
import type { PublicReview, RatingSummary } from '@vizitas/shared/schemas/review';

/** What the page knows beside the business: absolute photo URLs and the reviews. */
export interface BusinessJsonLdExtras {
  images?: string[];
  rating?: RatingSummary;
  reviews?: PublicReview[];
}

const TYPE_BY_CATEGORY: Record<string, string> = {
  kirpejai: 'HairSalon',
  manikiuras: 'NailSalon',
  pedikiuras: 'NailSalon',
  masazas: 'DaySpa',
};

/** schema.org description of a business for search engines (BeautySalon or a fitting type). */
export function businessJsonLd(
  business: BusinessDetail,
  url: string,
  extras: BusinessJsonLdExtras = {},
): Record<string, unknown> {
  const type = TYPE_BY_CATEGORY[business.categories[0] ?? ''] ?? 'BeautySalon';
  const services = business.serviceGroups.flatMap((group) => group.services);
  const images = [...(business.profilePhotoUrl ? [business.profilePhotoUrl] : []), ...(extras.images ?? [])];
  const rating = extras.rating;
  return {
    '@context': 'https://schema.org',
    '@type': type,
    name: business.name,
    url,
    ...(business.description ? { description: business.description } : {}),
    ...(business.logoUrl ? { logo: business.logoUrl } : {}),
    ...(images.length > 0 ? { image: images } : business.logoUrl ? { image: business.logoUrl } : {}),
    ...(business.phone ? { telephone: business.phone } : {}),
    ...(business.email ? { email: business.email } : {}),
    address: {
      '@type': 'PostalAddress',
      ...(business.address ? { streetAddress: business.address } : {}),
      addressLocality: CITY_NAMES[business.city as keyof typeof CITY_NAMES] ?? business.city,
      addressCountry: 'LT',
    },
    ...(business.priceFromCents !== null ? { priceRange: '€€' } : {}),
    ...(rating && rating.count > 0 && rating.average !== null
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: rating.average.toFixed(1),
            bestRating: '5',
            worstRating: '1',
            ratingCount: rating.count,
            reviewCount: rating.count,
          },
          review: (extras.reviews ?? []).map((review) => ({
            '@type': 'Review',
            author: { '@type': 'Person', name: review.authorName },
            datePublished: review.createdAt.slice(0, 10),
            reviewRating: { '@type': 'Rating', ratingValue: String(review.rating), bestRating: '5', worstRating: '1' },
            ...(review.comment ? { reviewBody: review.comment } : {}),
          })),
        }
      : {}),
    ...(services.length > 0
      ? {
          hasOfferCatalog: {
            '@type': 'OfferCatalog',
            name: 'Paslaugos',
            itemListElement: services.map((service) => ({
              '@type': 'Offer',
              price: (service.priceCents / 100).toFixed(2),
              priceCurrency: 'EUR',
              itemOffered: { '@type': 'Service', name: service.name },
            })),
          },
        }
      : {}),
  };
}
