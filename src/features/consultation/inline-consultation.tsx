import { Button, Container, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/**
 * The consultation form inline on a page (SPEC §4: the thank-you reverts to the
 * form after 4 s). Placeholder until the home issue builds the form.
 */
export function InlineConsultation({ title = 'Book Your Free Consultation' }: { title?: string }) {
  return (
    <Container size="sm" py="xl" ta="center">
      <Title order={2}>{title}</Title>
      <Text c="dimmed" my="md">
        Tell us about your project and we will reach out within 24 hours.
      </Text>
      <Button component={Link} to="/contact">
        Contact us
      </Button>
    </Container>
  );
}
