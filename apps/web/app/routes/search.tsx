import { Anchor, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { CATEGORIES, CITIES, findCategory, findCity, format, generatePath, messages } from '@vizitas/shared';
import type { BusinessSearchResult } from '@vizitas/shared/schemas/business';
import { BusinessCard } from '~/features/business/components/business-card';
import { seo } from '~/lib/seo';
import type { Route } from './+types/search';

/** `/grozio-specialistai/{area}/{location}`: businesses of a category in a city. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const category = findCategory(params.area);
  const city = findCity(params.location);
  if (!category || !city) throw new Response('Not Found', { status: 404 });
  const result = await context.api<BusinessSearchResult>(
    'GET',
    `/api/public/business/search?category=${category.slug}&city=${city.slug}&limit=50`,
  );
  if (!result.ok) throw new Response('Error', { status: 500 });
  return {
    category,
    city,
    results: result.data,
    url: `${context.origin}${generatePath('search', { area: category.slug, location: city.slug })}`,
  };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  const title = format(messages.search.title, { category: data.category.name, city: data.city.locative });
  return seo({ title, description: `${title}: ${data.results.total}`, url: data.url });
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { category, city, results } = loaderData;
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1} fz={{ base: 26, sm: 34 }}>
          {format(messages.search.title, { category: category.name, city: city.locative })}
        </Title>
        {results.items.length === 0 ? (
          <Stack gap="sm">
            <Text c="dimmed">{messages.search.empty}</Text>
            <Group gap="md">
              {CITIES.filter((other) => other.slug !== city.slug).map((other) => (
                <Anchor key={other.slug} href={generatePath('search', { area: category.slug, location: other.slug })}>
                  {format(messages.search.title, { category: category.name, city: other.locative })}
                </Anchor>
              ))}
            </Group>
            <Group gap="md">
              {CATEGORIES.filter((other) => other.slug !== category.slug).map((other) => (
                <Anchor key={other.slug} href={generatePath('search', { area: other.slug, location: city.slug })}>
                  {format(messages.search.title, { category: other.name, city: city.locative })}
                </Anchor>
              ))}
            </Group>
          </Stack>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
            {results.items.map((business) => (
              <BusinessCard key={business.id} business={business} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Container>
  );
}
