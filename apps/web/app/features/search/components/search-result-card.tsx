import { Anchor, Avatar, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { format, messages } from '@vizitas/shared';
import type { SearchCardView } from '~/features/search/model/search-format';

function StarIcon() {
  return (
    <svg className="vz-icon" width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
    </svg>
  );
}

function ClockIcon() {
  return (
    <svg className="vz-icon" width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M12 7v5l3 2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** One result: logo, name, address, rating, price range, nearest free time and the way to book. */
export function SearchResultCard({ view }: { view: SearchCardView }) {
  const titleId = `vz-result-${view.id}`;
  return (
    <Card component="article" withBorder radius="lg" padding="lg" aria-labelledby={titleId} className="vz-search-card">
      <div className="vz-search-card__body">
        <Group wrap="nowrap" align="flex-start" gap="md" className="vz-search-card__main">
          <Avatar src={view.logoUrl} alt="" radius={999} size={64} color="pink" fz="lg">
            {view.initials}
          </Avatar>
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Title order={3} fz="lg" lh={1.3} id={titleId}>
              <Anchor component={Link} to={view.aboutHref} c="dark.9" fw={700}>
                {view.name}
              </Anchor>
            </Title>
            <Text fz="sm" c="gray.7">
              {view.address}
            </Text>
            <Text fz="sm" c="gray.7">
              {view.categories}
            </Text>
            {view.rating ? (
              <Group gap={6} wrap="nowrap" fz="sm">
                <Text span c="yellow.8" lh={0} aria-hidden="true">
                  <StarIcon />
                </Text>
                <Text span fz="sm" fw={700} aria-hidden="true">
                  {view.rating}
                </Text>
                <span className="vz-visually-hidden">{format(messages.search.result.rating, { rating: view.rating })}</span>
                <Text span fz="sm" c="gray.7">
                  ({view.reviews})
                </Text>
              </Group>
            ) : (
              <Text fz="sm" c="gray.7">
                {view.reviews}
              </Text>
            )}
          </Stack>
        </Group>

        <Stack gap="xs" className="vz-search-card__side">
          <dl className="vz-search-card__facts">
            <div>
              <dt>{messages.search.result.price}</dt>
              <dd>{view.price ?? messages.search.result.noPrice}</dd>
            </div>
            <div>
              <dt>{messages.search.result.nextFree}</dt>
              <dd className={view.nextFree ? (view.freeToday ? 'vz-free vz-free--today' : 'vz-free') : 'vz-free vz-free--none'}>
                {view.nextFree && <ClockIcon />}
                {view.nextFree ?? messages.search.result.noFree}
              </dd>
            </div>
          </dl>
          <Button
            component={Link}
            to={view.bookHref}
            radius="xl"
            aria-label={format(messages.search.result.bookLabel, { business: view.name })}
          >
            {messages.search.result.book}
          </Button>
        </Stack>
      </div>
    </Card>
  );
}
