import { Anchor, Box, Container, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** Minimal shell: the full header, drawer, footer and chat button come with the shell issue. */
export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <Box component="header" py="md" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="lg">
          <Group component="nav" aria-label="Main" gap="lg">
            <Anchor component={Link} to="/" fw={800}>
              ITBD
            </Anchor>
            <Anchor component={Link} to="/affiliate-login">
              Affiliate
            </Anchor>
          </Group>
        </Container>
      </Box>
      <Box component="main" id="main">
        {children}
      </Box>
      <Box component="footer" py="md">
        <Container size="lg">© ITBD</Container>
      </Box>
    </>
  );
}
