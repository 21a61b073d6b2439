import { Container, Stack, Text, Title } from '@mantine/core';
import { redirect, useLocation } from 'react-router';
import { BRAND, CITIES, findCategory, findCity, format, generatePath, messages } from '@vizitas/shared';
import { businessSearch } from '@vizitas/shared/api/public/search';
import { SearchEmpty } from '~/features/search/components/search-empty';
import { SearchFilters } from '~/features/search/components/search-filters';
import { SearchPagination } from '~/features/search/components/search-pagination';
import { SearchResultCard } from '~/features/search/components/search-result-card';
import { pluralize, searchCardView } from '~/features/search/model/search-format';
import { apiQueryParams, hasFilters, PARAM, parseSearchState, searchHref } from '~/features/search/model/search-params';
import { seo } from '~/lib/seo';
import '~/features/search/components/search.css';
import type { Route } from './+types/search';

/** `/grozio-specialistai/{area}/{location}`: businesses of a category in a city, with filters and pages. */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const state = parseSearchState(url.searchParams);

  // The filter form names the category and the city as fields: they belong in the path.
  const formCategory = url.searchParams.get(PARAM.category);
  const formCity = url.searchParams.get(PARAM.city);
  if (formCategory !== null || formCity !== null) {
    const area = findCategory(formCategory ?? '')?.slug ?? params.area;
    const location = findCity(formCity ?? '')?.slug ?? params.location;
    throw redirect(searchHref(area, location, { ...state, page: 1 }));
  }

  const category = findCategory(params.area);
  const city = findCity(params.location);
  if (!category || !city) throw new Response('Not Found', { status: 404 });

  const result = await context.call(businessSearch, { query: apiQueryParams(category.slug, city.slug, state) });
  if (!result.ok) throw new Response('Error', { status: 500 });
  const found = result.data;
  // A page past the last one does not exist (the first page always does, even when empty).
  if (state.page > 1 && state.page > found.pageCount) throw new Response('Not Found', { status: 404 });

  const title = format(messages.search.title, { category: category.name, city: city.locative });
  const categoryName = (slug: string) => findCategory(slug)?.name ?? slug;
  const cityOf = (slug: string) => CITIES.find((c) => c.slug === slug);
  const pageHref = (page: number) => searchHref(category.slug, city.slug, { ...state, page });
  const cards = found.items.map((item) => searchCardView(item, found.today));

  return {
    title,
    category: { slug: category.slug, name: category.name },
    city: { slug: city.slug, locative: city.locative },
    state,
    filtered: hasFilters(state),
    total: found.total,
    found: pluralize(messages.search.found, found.total),
    countText: pluralize(messages.search.count, found.total),
    cards,
    page: state.page,
    pageCount: found.pageCount,
    pageHrefs: Array.from({ length: found.pageCount }, (_, index) => pageHref(index + 1)),
    prevHref: state.page > 1 ? pageHref(state.page - 1) : null,
    nextHref: state.page < found.pageCount ? pageHref(state.page + 1) : null,
    baseHref: generatePath('search', { area: category.slug, location: city.slug }),
    suggestions: {
      cities: found.suggestions.cities.map((s) => ({
        href: generatePath('search', { area: s.category, location: s.city }),
        label: `${format(messages.search.title, { category: categoryName(s.category), city: cityOf(s.city)?.locative ?? s.city })} (${pluralize(messages.search.count, s.count)})`,
      })),
      categories: found.suggestions.categories.map((s) => ({
        href: generatePath('search', { area: s.category, location: s.city }),
        label: `${format(messages.search.title, { category: categoryName(s.category), city: city.locative })} (${pluralize(messages.search.count, s.count)})`,
      })),
    },
    origin: context.origin,
    itemUrls: cards.map((card) => `${context.origin}${card.aboutHref}`),
  };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  const { origin, title, page, baseHref } = data;
  // Filtered and reordered lists point search engines at the plain list; pages 2… are their own.
  const canonical = data.filtered
    ? baseHref
    : page > 1
      ? generatePath('search', { area: data.category.slug, location: data.city.slug, [PARAM.page]: page })
      : baseHref;
  const fullTitle = format(messages.search.metaTitle, {
    title: page > 1 ? format(messages.search.metaTitlePage, { title, page }) : title,
  });
  const description =
    data.total > 0
      ? format(messages.search.metaDescription, { title, count: data.countText })
      : format(messages.search.metaDescriptionEmpty, { title });
  const tags = seo({
    title: fullTitle,
    description,
    url: `${origin}${canonical}`,
    jsonLd: {
      '@context': 'https://schema.org',
      '@graph': [
        {
          '@type': 'BreadcrumbList',
          itemListElement: [
            { '@type': 'ListItem', position: 1, name: BRAND.name, item: `${origin}/` },
            { '@type': 'ListItem', position: 2, name: title, item: `${origin}${baseHref}` },
          ],
        },
        {
          '@type': 'ItemList',
          name: title,
          numberOfItems: data.total,
          itemListElement: data.itemUrls.map((url, index) => ({
            '@type': 'ListItem',
            position: (page - 1) * data.state.pageSize + index + 1,
            url,
          })),
        },
      ],
    },
  });
  if (data.prevHref) tags.push({ tagName: 'link', rel: 'prev', href: `${origin}${data.prevHref}` });
  if (data.nextHref) tags.push({ tagName: 'link', rel: 'next', href: `${origin}${data.nextHref}` });
  if (data.total === 0) tags.push({ name: 'robots', content: 'noindex, follow' });
  return tags;
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const data = loaderData;
  const location = useLocation();
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} className="vz-page-title">
            {data.title}
          </Title>
          {data.total > 0 && (
            <Text c="gray.7">
              {data.found}
              {data.pageCount > 1 &&
                ` · ${format(messages.search.pagination.summary, { page: data.page, pages: data.pageCount })}`}
            </Text>
          )}
          {data.total > 0 && <Text c="gray.7">{messages.search.intro}</Text>}
        </Stack>

        <SearchFilters
          key={location.pathname + location.search}
          category={data.category.slug}
          city={data.city.slug}
          state={data.state}
          action={data.baseHref}
          resetHref={data.baseHref}
          filtered={data.filtered}
        />

        {data.cards.length === 0 ? (
          <SearchEmpty
            filtered={data.filtered}
            resetHref={data.baseHref}
            categoryName={data.category.name}
            cityLocative={data.city.locative}
            cities={data.suggestions.cities}
            categories={data.suggestions.categories}
          />
        ) : (
          <section aria-labelledby="vz-results-title">
            <h2 id="vz-results-title" className="vz-visually-hidden">
              {messages.search.results}
            </h2>
            <Stack gap="md">
              {data.cards.map((card) => (
                <SearchResultCard key={card.id} view={card} />
              ))}
            </Stack>
          </section>
        )}

        <SearchPagination current={data.page} count={data.pageCount} hrefOf={(page) => data.pageHrefs[page - 1]!} />
      </Stack>
    </Container>
  );
}
