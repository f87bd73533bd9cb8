import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/** Router-wide not-found page: a way home and to the main sections. */
export function NotFound() {
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center" gap="md">
        <Text fw={800} fz={64} c="brand" lh={1} aria-hidden>
          404
        </Text>
        <Title order={1}>Page not found</Title>
        <Text c="dimmed">The page you are looking for does not exist or has moved.</Text>
        <Button component={Link} to="/">
          Back to home
        </Button>
        <Group justify="center" gap="xs" component="nav" aria-label="Main sections">
          <Button variant="subtle" component={Link} to="/portfolio">Portfolio</Button>
          <Button variant="subtle" component={Link} to="/blog">Blog</Button>
          <Button variant="subtle" component={Link} to="/career">Career</Button>
          <Button variant="subtle" component={Link} to="/contact">Contact</Button>
        </Group>
      </Stack>
    </Container>
  );
}
