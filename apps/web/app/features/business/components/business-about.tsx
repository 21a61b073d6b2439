import { Anchor, Avatar, Badge, Button, Card, Container, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { CATEGORY_NAMES, CITY_NAMES, format, messages } from '@vizitas/shared';
import type { BusinessDetail } from '@vizitas/shared/schemas/business';
import { formatDuration, formatPrice } from '~/lib/format';

/** The public page of a business: name, description, contacts, services and specialists. */
export function BusinessAbout({ business, bookHref }: { business: BusinessDetail; bookHref: string }) {
  const city = CITY_NAMES[business.city as keyof typeof CITY_NAMES] ?? business.city;
  return (
    <Container size="md" py="xl">
      <Stack gap="xl">
        <Group wrap="nowrap" align="center" gap="lg">
          <Avatar src={business.logoUrl} alt="" radius={999} size={88} color="pink" fz={28}>
            {business.name.replace(/[„“"]/g, '').slice(0, 1)}
          </Avatar>
          <Stack gap={6} style={{ minWidth: 0 }}>
            <Title order={1} fz={{ base: 26, sm: 34 }} lh={1.2}>
              {business.name}
            </Title>
            <Text c="dimmed">{business.address ?? city}</Text>
            <Group gap={6}>
              {business.categories.map((slug) => (
                <Badge key={slug} variant="light" style={{ textTransform: 'none' }}>
                  {CATEGORY_NAMES[slug as keyof typeof CATEGORY_NAMES] ?? slug}
                </Badge>
              ))}
            </Group>
          </Stack>
        </Group>

        <Button component="a" href={bookHref} size="lg" radius="xl" className="vz-book-button">
          {messages.business.book}
        </Button>

        {business.description && (
          <section aria-labelledby="vz-about-title">
            <Title order={2} fz="xl" id="vz-about-title" mb="xs">
              {messages.business.about}
            </Title>
            <Text style={{ whiteSpace: 'pre-line' }}>{business.description}</Text>
          </section>
        )}

        <section aria-labelledby="vz-services-title">
          <Title order={2} fz="xl" id="vz-services-title" mb="sm">
            {messages.business.services}
          </Title>
          {business.serviceGroups.length === 0 ? (
            <Text c="dimmed">{messages.business.noServices}</Text>
          ) : (
            <Stack gap="lg">
              {business.serviceGroups.map((group) => (
                <Card key={group.id ?? 'other'} withBorder radius="lg" padding={0}>
                  {group.name && (
                    <Title order={3} fz="md" px="lg" pt="md" pb="xs">
                      {group.name}
                    </Title>
                  )}
                  {group.services.map((service, index) => (
                    <div key={service.id}>
                      {index > 0 && <Divider />}
                      <Group justify="space-between" wrap="nowrap" px="lg" py="sm" gap="md">
                        <Stack gap={2} style={{ minWidth: 0 }}>
                          <Text fw={600}>{service.name}</Text>
                          {service.description && (
                            <Text fz="sm" c="dimmed" lineClamp={2}>
                              {service.description}
                            </Text>
                          )}
                          <Text fz="sm" c="dimmed">
                            {formatDuration(service.durationMin)}
                          </Text>
                        </Stack>
                        <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
                          {service.priceFrom
                            ? format(messages.business.priceFrom, { price: formatPrice(service.priceCents) })
                            : formatPrice(service.priceCents)}
                        </Text>
                      </Group>
                    </div>
                  ))}
                </Card>
              ))}
            </Stack>
          )}
        </section>

        {business.specialists.length > 0 && (
          <section aria-labelledby="vz-specialists-title">
            <Title order={2} fz="xl" id="vz-specialists-title" mb="sm">
              {messages.business.specialists}
            </Title>
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
              {business.specialists.map((specialist) => (
                <Stack key={specialist.id} align="center" gap={4} ta="center">
                  <Avatar src={specialist.photoUrl} alt="" size={64} radius={999} color="grape">
                    {specialist.name.slice(0, 1)}
                  </Avatar>
                  <Text fw={600} fz="sm">
                    {specialist.name}
                  </Text>
                  {specialist.title && (
                    <Text fz="xs" c="dimmed">
                      {specialist.title}
                    </Text>
                  )}
                </Stack>
              ))}
            </SimpleGrid>
          </section>
        )}

        <section aria-labelledby="vz-contacts-title">
          <Title order={2} fz="xl" id="vz-contacts-title" mb="xs">
            {messages.business.contacts}
          </Title>
          <Stack gap={4}>
            {business.address && <Text>{business.address}</Text>}
            {business.phone && <Anchor href={`tel:${business.phone}`}>{business.phone}</Anchor>}
            {business.email && <Anchor href={`mailto:${business.email}`}>{business.email}</Anchor>}
          </Stack>
        </section>
      </Stack>
    </Container>
  );
}
