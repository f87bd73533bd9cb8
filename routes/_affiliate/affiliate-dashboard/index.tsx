import { Container, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_affiliate/affiliate-dashboard/')({
  head: () => ({ meta: [{ title: 'Affiliate Dashboard — ITBD' }, { name: 'robots', content: 'noindex' }] }),
  component: AffiliateDashboardPage,
});

function AffiliateDashboardPage() {
  return (
    <Container py="xl">
      <Title order={1}>Affiliate Dashboard</Title>
    </Container>
  );
}
