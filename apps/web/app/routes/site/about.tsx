import { CITY_NAMES, generatePath } from '@vizitas/shared';
import type { ReviewPage } from '@vizitas/shared/schemas/review';
import { businessDetail, businessGallery, businessOpeningHours, businessReviews } from '@vizitas/shared/api/public/business';
import { pageContext } from '@vizitas/shared/api/public/page-context';
import { BusinessAbout, type BusinessPageData } from '~/features/business/components/business-about';
import { absoluteUrl } from '~/features/business/model/business-format';
import { businessJsonLd } from '~/features/business/model/business-json-ld';
import { seo } from '~/lib/seo';
import type { Route } from './+types/about';

/** Reviews shown before "show more". */
const FIRST_REVIEWS = 5;

const NO_REVIEWS: ReviewPage = {
  items: [],
  rating: { average: null, count: 0 },
  page: 1,
  pageSize: FIRST_REVIEWS,
  hasMore: false,
};

/** `/apie/{slug}`, and `/apie` on a business's own domain. */
export async function loader({ params, context }: Route.LoaderArgs) {
  let slug = params.slug;
  let domain: string | null = null;
  if (!slug) {
    const page = await context.call(pageContext);
    slug = page.ok ? page.data.domainBusiness?.slug : undefined;
    domain = page.ok ? (page.data.domainBusiness?.domain ?? null) : null;
    if (!slug) throw new Response('Not Found', { status: 404 });
  }
  const [result, gallery, hours, reviews] = await Promise.all([
    context.call(businessDetail, { params: { slug } }),
    context.call(businessGallery, { params: { slug } }),
    context.call(businessOpeningHours, { params: { slug } }),
    context.call(businessReviews, { params: { slug }, query: { limit: FIRST_REVIEWS } }),
  ]);
  if (result.status === 404 || result.status === 400) throw new Response('Not Found', { status: 404 });
  if (!result.ok) throw new Response('Error', { status: 500 });
  const business = result.data;
  const routeContext = { business: { slug: business.slug, domain: domain ?? business.domain }, host: context.host };
  const url = `${context.origin}${generatePath('about', {}, routeContext)}`;
  // The page still shows the business when one of the extras failed (it is reported by the API).
  const page = {
    business,
    gallery: gallery.ok ? gallery.data.items : [],
    hours: hours.ok ? hours.data : null,
    reviews: reviews.ok ? reviews.data : NO_REVIEWS,
    bookHref: generatePath('new_appointment', {}, routeContext),
  };
  // The head's tags are made from this data by `meta` (on the server and after a navigation), not
  // sent as data of their own: the JSON-LD repeats the services, rating and reviews (docs/decisions/040).
  return { ...page, url, origin: context.origin };
}

/** Title, description, Open Graph tags (an absolute image URL) and JSON-LD with the rating. */
function metaTags({ business, gallery, reviews }: Omit<BusinessPageData, 'bookHref' | 'hours'>, url: string, origin: string) {
  const city = CITY_NAMES[business.city as keyof typeof CITY_NAMES] ?? business.city;
  const description = (business.description ?? `${business.name}, ${city}`).slice(0, 300);
  const images = gallery.map((image) => absoluteUrl(image.url, origin));
  const image = business.profilePhotoUrl ?? images[0] ?? business.logoUrl;
  return seo({
    title: `${business.name} – ${city}`,
    description,
    url,
    image: image ? absoluteUrl(image, origin) : null,
    type: 'business.business',
    jsonLd: businessJsonLd(business, url, { images, rating: reviews.rating, reviews: reviews.items }),
  });
}

export function meta({ data }: Route.MetaArgs) {
  return data ? metaTags(data, data.url, data.origin) : [];
}

export default function About({ loaderData }: Route.ComponentProps) {
  return (
    <BusinessAbout
      business={loaderData.business}
      gallery={loaderData.gallery}
      hours={loaderData.hours}
      reviews={loaderData.reviews}
      bookHref={loaderData.bookHref}
    />
  );
}
