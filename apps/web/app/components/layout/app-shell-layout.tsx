import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { BRAND, generatePath, messages } from '@vizitas/shared';
import type { PageContext } from '~/lib/page-context';

/** The page frame: fixed top navbar, content, footer. */
export function AppShellLayout({ pageContext, children }: { pageContext: PageContext; children: ReactNode }) {
  return (
    <>
      <Box component="header" className="vz-header">
        <Container size="lg" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Anchor href={generatePath('home')} className="vz-brand" underline="never" aria-label={BRAND.name}>
              {BRAND.name}
            </Anchor>
            <Group gap="md" wrap="nowrap" component="nav" aria-label={messages.nav.menu}>
              <Anchor href={generatePath('contact')} c="dark">
                {messages.nav.contact}
              </Anchor>
              {pageContext.user ? (
                <Text fw={600}>{pageContext.user.name}</Text>
              ) : (
                <Anchor href={generatePath('login')} c="dark">
                  {messages.nav.login}
                </Anchor>
              )}
            </Group>
          </Group>
        </Container>
      </Box>
      <main className="vz-main">{children}</main>
      <Box component="footer" py="xl" mt="xl" bg="white">
        <Container size="lg">
          <Text c="dimmed" fz="sm">
            © {BRAND.name}
          </Text>
        </Container>
      </Box>
    </>
  );
}
