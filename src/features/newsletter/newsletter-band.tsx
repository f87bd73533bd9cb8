import { Container, Title } from '@mantine/core';

/** Newsletter band 'Stay Updated with Tech Trends' (SPEC §2); placeholder until the home issue builds it. */
export function NewsletterBand() {
  return (
    <Container py="xl">
      <Title order={2}>Stay Updated with Tech Trends</Title>
    </Container>
  );
}
