import { Box, Container, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAward, IconMessages, IconShieldLock, IconTestPipe } from '@tabler/icons-react';
import { SectionHeader } from '@/components/section-header';
import classes from '@/features/home/home.module.css';

const REASONS = [
  {
    icon: IconMessages,
    title: 'Communication',
    text: 'One project manager, weekly demos and answers within a working day, in Bangla or English.',
  },
  {
    icon: IconAward,
    title: 'Experience',
    text: 'Fifteen years and more than 500 projects, from shop websites to ERP for national distributors.',
  },
  {
    icon: IconShieldLock,
    title: 'Safe & Secure',
    text: 'Encrypted connections, daily backups and access only for the people who need it.',
  },
  {
    icon: IconTestPipe,
    title: 'Passion for Testing',
    text: 'Automated tests and real-device checks before every release, so launches are quiet.',
  },
];

/** 'Why Special ITBD?' (SPEC §2). */
export function WhySection() {
  return (
    <Box component="section" aria-labelledby="why-title" py={{ base: 64, md: 96 }} className={classes.tint}>
      <Container size="lg">
        <SectionHeader
          id="why-title"
          eyebrow="Why us"
          title="Why Special ITBD?"
          subtitle="What clients tell us they value most after the launch."
        />
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
          {REASONS.map((reason) => (
            <div key={reason.title} className={classes.reason}>
              <ThemeIcon size={52} radius="md" variant="light" aria-hidden>
                <reason.icon size={28} stroke={1.6} />
              </ThemeIcon>
              <Title order={3} fz="h4" mt="md">
                {reason.title}
              </Title>
              <Text c="dimmed" fz="sm" mt={6}>
                {reason.text}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
