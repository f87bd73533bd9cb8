import { Box, Container, Group, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { ButtonLink } from '@/components/button-link';
import classes from '@/features/home/home.module.css';
import { blockPadding } from '@/components/layout-grid/layout-grid';

/** The banner 'Start Working With Our Technical Experts' (SPEC §2). */
export function ContactBanner() {
  return (
    <Box component="section" aria-labelledby="banner-title" {...blockPadding(56, 72, classes.banner)}>
      <Container size="lg">
        <Group justify="space-between" align="center" gap="xl">
          <div style={{ maxWidth: 680 }}>
            <Title order={2} id="banner-title" c="white">
              Start Working With Our Technical Experts
            </Title>
            <Text c="gray.2" fz="lg" mt="sm">
              Tell us what you need. You get a plan, a price and a timeline within two working days.
            </Text>
          </div>
          <ButtonLink
            to="/contact"
            size="lg"
            color="accent.4"
            c="navy.9"
            rightSection={<IconArrowRight size={18} aria-hidden />}
          >
            Contact Now
          </ButtonLink>
        </Group>
      </Container>
    </Box>
  );
}
