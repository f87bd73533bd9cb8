import { Box, Container, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { AGENCY_AGE_YEARS } from '@/lib/company-figures';
import { ReferralIllustration } from './affiliate-art';
import classes from './auth-layout.module.css';
import { IconBadge } from '@/components/icon-badge';

const PROMISES = [
  'Up to 50% commission on every client you refer',
  'Monthly payments to bKash or your bank',
  'Every commission and payout in your dashboard',
  '24/7 partner support',
] as const;

interface AuthLayoutProps {
  title: string;
  subtitle: string;
  children: ReactNode;
}

/** Login and signup: the form in a card, and beside it on wide screens what the programme offers. */
export function AuthLayout({ title, subtitle, children }: AuthLayoutProps) {
  return (
    <Box className={classes.page}>
      <Container size="lg" py={{ base: 32, md: 64 }} px={{ base: 'md', sm: 'lg' }}>
        <div className={classes.grid}>
          <Paper className={classes.card} p={{ base: 'lg', sm: 'xl' }} radius="md" shadow="md">
            <Stack gap={4} mb="lg">
              <Text tt="uppercase" fw={700} fz="xs" lts={1.5} className={classes.eyebrow}>
                ITBD Affiliate
              </Text>
              <Title order={1} fz={{ base: 28, sm: 34 }}>
                {title}
              </Title>
              <Text c="dimmed">{subtitle}</Text>
            </Stack>
            {children}
          </Paper>
          <Box visibleFrom="md" className={classes.aside}>
            <Stack gap="lg">
              <Text tt="uppercase" fw={700} fz="xs" lts={1.5} c="accent.3">
                Why partners choose ITBD
              </Text>
              <Title order={2} c="white">
                Recommend a {AGENCY_AGE_YEARS}-Year-Old Agency. Get Paid Every Month.
              </Title>
              <List
                spacing="sm"
                c="gray.2"
                icon={
                  <IconBadge size={24} radius="xl" color="accent" iconColor="var(--mantine-color-navy-9)">
                    <IconCheck size={16} stroke={2.5} />
                  </IconBadge>
                }
              >
                {PROMISES.map((promise) => (
                  <List.Item key={promise}>{promise}</List.Item>
                ))}
              </List>
              <ReferralIllustration className={classes.art} />
            </Stack>
          </Box>
        </div>
      </Container>
    </Box>
  );
}
