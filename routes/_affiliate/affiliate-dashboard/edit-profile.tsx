import { Container, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_affiliate/affiliate-dashboard/edit-profile')({
  head: () => ({ meta: [{ title: 'Edit Profile — ITBD Affiliate' }, { name: 'robots', content: 'noindex' }] }),
  component: EditProfilePage,
});

function EditProfilePage() {
  return (
    <Container py="xl">
      <Title order={1}>Edit Profile</Title>
    </Container>
  );
}
