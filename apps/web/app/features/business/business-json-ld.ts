import { CITY_NAMES } from '@vizitas/shared';
import type { BusinessDetail } from '@vizitas/shared/schemas/business';

const TYPE_BY_CATEGORY: Record<string, string> = {
  kirpejai: 'HairSalon',
  manikiuras: 'NailSalon',
  pedikiuras: 'NailSalon',
  masazas: 'DaySpa',
};

/** schema.org description of a business for search engines (BeautySalon or a fitting type). */
export function businessJsonLd(business: BusinessDetail, url: string): Record<string, unknown> {
  const type = TYPE_BY_CATEGORY[business.categories[0] ?? ''] ?? 'BeautySalon';
  const services = business.serviceGroups.flatMap((group) => group.services);
  return {
    '@context': 'https://schema.org',
    '@type': type,
    name: business.name,
    url,
    ...(business.description ? { description: business.description } : {}),
    ...(business.logoUrl ? { logo: business.logoUrl, image: business.profilePhotoUrl ?? business.logoUrl } : {}),
    ...(business.phone ? { telephone: business.phone } : {}),
    ...(business.email ? { email: business.email } : {}),
    address: {
      '@type': 'PostalAddress',
      ...(business.address ? { streetAddress: business.address } : {}),
      addressLocality: CITY_NAMES[business.city as keyof typeof CITY_NAMES] ?? business.city,
      addressCountry: 'LT',
    },
    ...(business.priceFromCents !== null ? { priceRange: '€€' } : {}),
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
