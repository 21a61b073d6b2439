import { CITY_NAMES, generatePath } from '@vizitas/shared';
import type { BusinessDetail } from '@vizitas/shared/schemas/business';
import type { PageContextData } from '@vizitas/shared/schemas/page-context';
import { BusinessAbout } from '~/features/business/components/business-about';
import { businessJsonLd } from '~/features/business/business-json-ld';
import { seo } from '~/lib/seo';
import type { Route } from './+types/about';

/** `/apie/{slug}`, and `/apie` on a business's own domain. */
export async function loader({ params, context }: Route.LoaderArgs) {
  let slug = params.slug;
  let domain: string | null = null;
  if (!slug) {
    const page = await context.api<PageContextData>('GET', '/api/public/page-context');
    slug = page.ok ? page.data.domainBusiness?.slug : undefined;
    domain = page.ok ? (page.data.domainBusiness?.domain ?? null) : null;
    if (!slug) throw new Response('Not Found', { status: 404 });
  }
  const result = await context.api<BusinessDetail>('GET', `/api/public/business/${encodeURIComponent(slug)}`);
  if (result.status === 404 || result.status === 400) throw new Response('Not Found', { status: 404 });
  if (!result.ok) throw new Response('Error', { status: 500 });
  const business = result.data;
  const routeContext = { business: { slug: business.slug, domain: domain ?? business.domain }, host: context.host };
  return {
    business,
    url: `${context.origin}${generatePath('about', {}, routeContext)}`,
    bookHref: generatePath('new_appointment', {}, routeContext),
  };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  const { business, url } = data;
  const city = CITY_NAMES[business.city as keyof typeof CITY_NAMES] ?? business.city;
  const description = (business.description ?? `${business.name}, ${city}`).slice(0, 300);
  return seo({
    title: `${business.name} – ${city}`,
    description,
    url,
    image: business.profilePhotoUrl ?? business.logoUrl,
    type: 'business.business',
    jsonLd: businessJsonLd(business, url),
  });
}

export default function About({ loaderData }: Route.ComponentProps) {
  return <BusinessAbout business={loaderData.business} bookHref={loaderData.bookHref} />;
}
