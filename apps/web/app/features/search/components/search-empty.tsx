import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { format, messages } from '@vizitas/shared';

export interface SuggestionLink {
  href: string;
  label: string;
}

/** A titled list of suggested search pages; nothing when there are none. */
function SuggestionList({ id, title, links }: { id: string; title: string; links: SuggestionLink[] }) {
  if (links.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <Title order={3} fz="md" id={id} mb="xs">
        {title}
      </Title>
      <List spacing={6}>
        {links.map((link) => (
          <List.Item key={link.href}>
            <Anchor component={Link} to={link.href}>
              {link.label}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </section>
  );
}

/** Nothing found: say so, offer to clear the filters, and link pages that do have businesses. */
export function SearchEmpty({
  filtered,
  resetHref,
  categoryName,
  cityLocative,
  cities,
  categories,
}: {
  filtered: boolean;
  resetHref: string;
  categoryName: string;
  cityLocative: string;
  cities: SuggestionLink[];
  categories: SuggestionLink[];
}) {
  return (
    <Stack gap="lg" className="vz-search-empty">
      <Stack gap={6}>
        <Title order={2} fz="xl">
          {messages.search.emptyTitle}
        </Title>
        <Text c="gray.7">{filtered ? messages.search.emptyFiltered : messages.search.empty}</Text>
        {filtered && (
          <Anchor component={Link} to={resetHref} fw={600}>
            {messages.search.filters.reset}
          </Anchor>
        )}
      </Stack>
      <SuggestionList
        id="vz-suggest-cities"
        title={format(messages.search.otherCities, { category: categoryName })}
        links={cities}
      />
      <SuggestionList
        id="vz-suggest-categories"
        title={format(messages.search.otherCategories, { city: cityLocative })}
        links={categories}
      />
      {!filtered && cities.length === 0 && categories.length === 0 && (
        <Anchor component={Link} to="/" fw={600}>
          {messages.notFound.backHome}
        </Anchor>
      )}
    </Stack>
  );
}
