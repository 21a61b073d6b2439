import { Anchor, Card, Container, Stack, Text, Title } from '@mantine/core';
import { BRAND, format, messages } from '@vizitas/shared';
import { seo } from '~/lib/seo';
import type { Route } from './+types/contact';

export function loader({ context }: Route.LoaderArgs) {
  return { url: `${context.origin}/susisiekti` };
}

export function meta({ data }: Route.MetaArgs) {
  return seo({
    title: format(messages.contact.metaTitle, { brand: BRAND.name }),
    description: messages.contact.text,
    url: data?.url ?? '/susisiekti',
  });
}

/** The platform's contacts; the contact form comes with the customer's side. */
export default function Contact() {
  return (
    <Container size="sm" py="xl">
      <Card withBorder radius="lg" padding="xl">
        <Stack gap="sm">
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {messages.contact.title}
          </Title>
          <Text>{messages.contact.text}</Text>
          <Anchor href={`mailto:${messages.contact.email}`} fw={600}>
            {messages.contact.email}
          </Anchor>
        </Stack>
      </Card>
    </Container>
  );
}
