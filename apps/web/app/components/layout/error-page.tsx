import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { generatePath, messages } from '@vizitas/shared';

/** Lithuanian 404 and error pages. */
export function ErrorPage({ kind }: { kind: 'not-found' | 'error' }) {
  const text = kind === 'not-found' ? messages.notFound : messages.errorPage;
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="md" ta="center">
        <Text fz={64} fw={800} c="pink.8" lh={1} aria-hidden>
          {kind === 'not-found' ? '404' : '500'}
        </Text>
        <Title order={1}>{text.title}</Title>
        <Text c="dimmed" maw={480}>
          {text.text}
        </Text>
        <Button component="a" href={generatePath('home')} size="md">
          {text.backHome}
        </Button>
      </Stack>
    </Container>
  );
}
