import { Container, Paper, Text, Title } from '@mantine/core';
import { ConsultationForm } from '@/features/consultation/consultation-form';

/** SPEC §9: the inline thank-you turns back into the form after 4 s. */
export const INLINE_THANKS_MS = 4000;

/** The consultation form on a page rather than in a dialog (SPEC §4). */
export function InlineConsultation({ title = 'Book Your Free Consultation' }: { title?: string }) {
  return (
    <Container size="sm" py={64}>
      <Paper withBorder shadow="md" radius="md" p={{ base: 'lg', sm: 'xl' }}>
        <Title order={2} ta="center">
          {title}
        </Title>
        <Text c="dimmed" ta="center" mt="xs" mb="lg">
          Tell us about your project. Our team will reach out within 24 hours.
        </Text>
        <ConsultationForm thanksMs={INLINE_THANKS_MS} />
      </Paper>
    </Container>
  );
}
