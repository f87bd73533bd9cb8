import { Container, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_guest/affiliate-login')({
  head: () => ({
    meta: [{ title: 'Affiliate Login — ITBD' }, { name: 'description', content: 'Log in to your ITBD affiliate account.' }],
  }),
  component: AffiliateLoginPage,
});

function AffiliateLoginPage() {
  return (
    <Container py="xl">
      <Title order={1}>Affiliate Login</Title>
    </Container>
  );
}
