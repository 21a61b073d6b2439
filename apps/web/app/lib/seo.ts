import { BRAND } from '@vizitas/shared';

export interface SeoInput {
  title: string;
  description: string;
  url: string;
  image?: string | null;
  type?: 'website' | 'business.business';
  jsonLd?: Record<string, unknown>;
}

/** Title, description, canonical link, Open Graph tags and JSON-LD for a route's `meta`. */
export function seo(input: SeoInput) {
  const tags: Record<string, unknown>[] = [
    { title: input.title },
    { name: 'description', content: input.description },
    { tagName: 'link', rel: 'canonical', href: input.url },
    { property: 'og:site_name', content: BRAND.name },
    { property: 'og:locale', content: 'lt_LT' },
    { property: 'og:type', content: input.type ?? 'website' },
    { property: 'og:title', content: input.title },
    { property: 'og:description', content: input.description },
    { property: 'og:url', content: input.url },
    { name: 'twitter:card', content: input.image ? 'summary_large_image' : 'summary' },
  ];
  if (input.image) tags.push({ property: 'og:image', content: input.image });
  if (input.jsonLd) tags.push({ 'script:ld+json': input.jsonLd });
  return tags;
}
