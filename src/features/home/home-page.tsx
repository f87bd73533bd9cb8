import { Container, Title } from '@mantine/core';

export function HomePage() {
  return (
    <Container py="xl">
      <Title order={1}>Software, web and digital services that grow your business</Title>
    </Container>
  );
}
