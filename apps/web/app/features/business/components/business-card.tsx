import { Anchor, Avatar, Card, Group, Stack, Text } from '@mantine/core';
import { CITY_NAMES, CATEGORY_NAMES, generatePath } from '@vizitas/shared';
import type { BusinessSummary } from '@vizitas/shared/schemas/business';
import { formatPrice } from '~/lib/format';

function initials(name: string): string {
  return name
    .replace(/[„“"]/g, '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
}

/** One business in a list: logo, name, city and categories, price range. */
export function BusinessCard({ business }: { business: BusinessSummary }) {
  const href = generatePath('about', { slug: business.slug });
  const categories = business.categories.map((slug) => CATEGORY_NAMES[slug as keyof typeof CATEGORY_NAMES] ?? slug).join(', ');
  return (
    <Card withBorder radius="lg" padding="lg" component="article">
      <Group wrap="nowrap" align="flex-start">
        <Avatar src={business.logoUrl} alt="" radius="xl" size={56} color="pink">
          {initials(business.name)}
        </Avatar>
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Anchor href={href} fw={700} fz="lg" c="dark" lineClamp={2}>
            {business.name}
          </Anchor>
          <Text fz="sm" c="dimmed">
            {business.address ?? CITY_NAMES[business.city as keyof typeof CITY_NAMES] ?? business.city}
          </Text>
          <Text fz="sm">{categories}</Text>
          {business.priceFromCents !== null && (
            <Text fz="sm" fw={600} c="pink.9">
              {formatPrice(business.priceFromCents, { from: true })}
            </Text>
          )}
        </Stack>
      </Group>
    </Card>
  );
}
