import { Anchor, Badge, Box, Button, Card, Container, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { BRAND, CATEGORIES, CITIES, format, generatePath, messages } from '@vizitas/shared';
import { businessSearch } from '@vizitas/shared/api/public/search';
import { DismissibleAlert } from '~/components/chrome/alert-banner';
import type { ChromeHandle } from '~/components/layout/app-shell-layout';
import { BusinessCard } from '~/features/business/components/business-card';
import { seo } from '~/lib/seo';
import type { Route } from './+types/home';

/** The one page where the review dialog may ask about a past visit (PRODUCT.md, Review dialog). */
export const handle: ChromeHandle = { reviewRequest: true };

export async function loader({ context }: Route.LoaderArgs) {
  const featured = await context.call(businessSearch, { query: { limit: 6 } });
  return { featured: featured.ok ? featured.data.items : [], origin: context.origin };
}

export function meta({ data }: Route.MetaArgs) {
  return seo({
    title: format(messages.home.metaTitle, { brand: BRAND.name }),
    description: messages.home.hero.subtitle,
    url: `${data?.origin ?? ''}/`,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: BRAND.name,
      url: `${data?.origin ?? ''}/`,
      inLanguage: 'lt',
    },
  });
}

function SearchForm() {
  const [category, setCategory] = useState<string>(CATEGORIES[0].slug);
  const [city, setCity] = useState<string>(CITIES[0].slug);
  return (
    <Box
      component="form"
      method="get"
      action={generatePath('search', { area: category, location: city })}
      onSubmit={(event) => {
        event.preventDefault();
        window.location.assign(generatePath('search', { area: category, location: city }));
      }}
    >
      <Group align="flex-end" gap="sm" grow preventGrowOverflow={false} wrap="wrap">
        <NativeSelect
          label={messages.home.search.category}
          value={category}
          onChange={(event) => setCategory(event.currentTarget.value)}
          data={CATEGORIES.map((c) => ({ value: c.slug, label: c.name }))}
          size="md"
          miw={180}
        />
        <NativeSelect
          label={messages.home.search.city}
          value={city}
          onChange={(event) => setCity(event.currentTarget.value)}
          data={CITIES.map((c) => ({ value: c.slug, label: c.name }))}
          size="md"
          miw={160}
        />
        <Button type="submit" size="md" miw={120}>
          {messages.home.search.submit}
        </Button>
      </Group>
    </Box>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Box className="vz-hero">
        <Container size="md">
          <Stack gap="lg">
            <DismissibleAlert id="home-announcement-2027" title={messages.home.announcement.title}>
              {messages.home.announcement.text} <a href={generatePath('contact')}>{messages.home.announcement.link}</a>
            </DismissibleAlert>
            <Title order={1} className="vz-hero-title">
              {messages.home.hero.title}
            </Title>
            <Text className="vz-hero-subtitle" c="dark.5">
              {messages.home.hero.subtitle}
            </Text>
            <Card withBorder shadow="sm" padding="lg" radius="lg">
              <Title order={2} fz="lg" mb="sm">
                {messages.home.search.title}
              </Title>
              <SearchForm />
            </Card>
          </Stack>
        </Container>
      </Box>

      <Container size="lg" py="xl">
        <Title order={2} fz="xl" mb="md">
          {messages.home.categories.title}
        </Title>
        <Group gap="xs">
          {CATEGORIES.map((category) => (
            <Badge
              key={category.slug}
              component="a"
              href={generatePath('search', { area: category.slug, location: CITIES[0].slug })}
              size="lg"
              variant="light"
              style={{ cursor: 'pointer', textTransform: 'none' }}
            >
              {category.name}
            </Badge>
          ))}
        </Group>
      </Container>

      <Container size="lg" pb="xl">
        <Title order={2} fz="xl" mb="md">
          {messages.home.featured.title}
        </Title>
        {loaderData.featured.length === 0 ? (
          <Text c="dimmed">{messages.home.featured.empty}</Text>
        ) : (
          <div className="vz-card-grid">
            {loaderData.featured.map((business) => (
              <BusinessCard key={business.id} business={business} />
            ))}
          </div>
        )}
      </Container>

      <Container size="lg" pb="xl">
        <Card withBorder padding="xl" radius="lg">
          <Title order={2} fz="xl">
            {messages.home.forBusiness.title}
          </Title>
          <Text c="dimmed" mt="xs">
            {messages.home.forBusiness.text}
          </Text>
          <Anchor href={generatePath('business_register')} mt="md" display="inline-block" fw={600}>
            {messages.home.forBusiness.cta}
          </Anchor>
        </Card>
      </Container>
    </>
  );
}
