import { Container, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_guest/affiliate-signup')({
  head: () => ({
    meta: [{ title: 'Become an Affiliate — ITBD' }, { name: 'description', content: 'Create your ITBD affiliate account.' }],
  }),
  component: AffiliateSignupPage,
});

function AffiliateSignupPage() {
  return (
    <Container py="xl">
      <Title order={1}>Affiliate Signup</Title>
    </Container>
  );
}
