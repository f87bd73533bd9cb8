import { Accordion, Box, Container, Group, Stack, Text, Title } from '@mantine/core';
import { ButtonLink } from '@/components/button-link';
import { SectionHeader } from '@/components/section-header';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { ProcessSteps } from '@/components/sections/process-steps';
import { Section } from '@/components/sections/section';
import { AGENCY_AGE_YEARS, PROJECTS_DELIVERED } from '@/lib/company-figures';
import { EarningsIllustration } from './affiliate-art';
import { AFFILIATE_BENEFITS, AFFILIATE_FAQ, AFFILIATE_STATS, AFFILIATE_STEPS } from './affiliate-data';
import classes from './affiliate-landing.module.css';
import { blockPadding, LayoutGrid } from '@/components/layout-grid/layout-grid';

/** SPEC §2, affiliate landing: why to join, how it works, what affiliates ask before joining. */
export function AffiliateLanding() {
  return (
    <>
      <Box component="section" className={classes.hero} aria-labelledby="affiliate-hero-title">
        <Container size="lg" {...blockPadding(48, 80)}>
          <LayoutGrid cols={{ base: 1, md: 2 }} spacing={{ base: 32, md: 48 }} className={classes.heroGrid}>
            <Stack gap="lg" justify="center">
              <Text tt="uppercase" fw={700} fz="xs" lts={1.5} className={classes.eyebrow}>
                ITBD Affiliate Programme
              </Text>
              <Title order={1} id="affiliate-hero-title">
                Earn Commission by Bringing Clients to ITBD
              </Title>
              <Text fz="lg" c="dimmed" maw={560}>
                Recommend a {AGENCY_AGE_YEARS}-year-old agency with {PROJECTS_DELIVERED.value} delivered projects, and get paid every
                month for each client who starts a project with us.
              </Text>
              <Group gap="sm">
                <ButtonLink to="/affiliate-signup" size="lg">
                  Start Earning Now
                </ButtonLink>
                <ButtonLink to="/affiliate-login" size="lg" variant="default">
                  LogIn
                </ButtonLink>
              </Group>
              <Text fz="sm" c="dimmed">
                Free to join · Paid every month to bKash or bank
              </Text>
            </Stack>
            <EarningsIllustration className={classes.illustration} />
          </LayoutGrid>
        </Container>
      </Box>

      <Box component="section" className={classes.stats} aria-label="The programme in numbers">
        <Container size="lg" {...blockPadding(32, 48)}>
          <LayoutGrid cols={3} spacing={{ base: 'sm', sm: 'lg' }} component="dl" className={classes.statList}>
            {AFFILIATE_STATS.map((stat) => (
              <div key={stat.label} className={classes.stat}>
                <Text component="dt" fz="sm" c="gray.3" className={classes.statLabel}>
                  {stat.label}
                </Text>
                <Text component="dd" fw={800} lh={1.1} c="white" className={classes.statValue}>
                  {stat.value}
                </Text>
              </div>
            ))}
          </LayoutGrid>
        </Container>
      </Box>

      <Section labelledBy="affiliate-benefits-title">
        <SectionHeader
          eyebrow="Why join"
          title="A Partnership That Pays, Every Month"
          subtitle="Generous commission, steady payouts and a dashboard that shows every taka."
          id="affiliate-benefits-title"
        />
        <FeatureGrid items={AFFILIATE_BENEFITS} columns={4} />
      </Section>

      <Section tone="tint" labelledBy="affiliate-steps-title">
        <SectionHeader
          eyebrow="How it works"
          title="From Sign-up to Payout in Four Steps"
          subtitle="No targets and no paperwork: share your ID and we do the selling."
          id="affiliate-steps-title"
        />
        <ProcessSteps steps={AFFILIATE_STEPS} />
      </Section>

      <Box component="section" {...blockPadding(56, 88)} aria-labelledby="affiliate-faq-title">
        <Container size="md">
          <SectionHeader
            eyebrow="FAQ"
            title="Questions Before You Join"
            subtitle="Everything affiliates usually ask us first."
            id="affiliate-faq-title"
          />
          <Accordion variant="separated" radius="md" order={3} className={classes.faq}>
            {AFFILIATE_FAQ.map((item, index) => (
              // The value becomes part of the control's and panel's ids, which may not contain spaces.
              <Accordion.Item key={item.question} value={`question-${index + 1}`}>
                <Accordion.Control>{item.question}</Accordion.Control>
                <Accordion.Panel>
                  <Text c="dimmed">{item.answer}</Text>
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </Container>
      </Box>

      <Box component="section" className={classes.cta} aria-labelledby="affiliate-cta-title">
        <Container size="lg" {...blockPadding(48, 72)}>
          <Stack align="center" ta="center" gap="md">
            <Title order={2} c="white" id="affiliate-cta-title">
              Ready to Earn with ITBD?
            </Title>
            <Text c="gray.3" fz="lg" maw={560}>
              Joining is free and takes a minute. Your first commission could arrive with next month&apos;s payout.
            </Text>
            <Group justify="center" gap="sm">
              <ButtonLink to="/affiliate-signup" size="lg" color="accent.4" c="navy.9">
                Create My Free Account
              </ButtonLink>
              <ButtonLink to="/affiliate-login" size="lg" variant="outline" color="white">
                I Already Have an Account
              </ButtonLink>
            </Group>
          </Stack>
        </Container>
      </Box>
    </>
  );
}
