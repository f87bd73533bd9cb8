import { Accordion } from '@mantine/core';
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
import markup from '@/styles/markup.module.css';

/** SPEC §2, affiliate landing: why to join, how it works, what affiliates ask before joining. */
export function AffiliateLanding() {
  return (
    <>
      <section className={classes.hero} aria-labelledby="affiliate-hero-title">
        <div {...blockPadding(48, 80, classes.container)}>
          <LayoutGrid cols={{ base: 1, md: 2 }} spacing={{ base: 32, md: 48 }} className={classes.heroGrid}>
            <div className={classes.heroText}>
              <p className={`${markup.eyebrow} ${classes.eyebrow}`}>ITBD Affiliate Programme</p>
              <h1 id="affiliate-hero-title" className={classes.heroTitle}>
                Earn Commission by Bringing Clients to ITBD
              </h1>
              <p className={classes.lead}>
                Recommend a {AGENCY_AGE_YEARS}-year-old agency with {PROJECTS_DELIVERED.value} delivered projects, and get paid every
                month for each client who starts a project with us.
              </p>
              <div className={classes.actions}>
                <ButtonLink to="/affiliate-signup" size="lg">
                  Start Earning Now
                </ButtonLink>
                <ButtonLink to="/affiliate-login" size="lg" variant="default">
                  LogIn
                </ButtonLink>
              </div>
              <p className={classes.note}>Free to join · Paid every month to bKash or bank</p>
            </div>
            <EarningsIllustration className={classes.illustration} />
          </LayoutGrid>
        </div>
      </section>

      <section className={classes.stats} aria-label="The programme in numbers">
        <div {...blockPadding(32, 48, classes.container)}>
          <LayoutGrid cols={3} spacing={{ base: 'sm', sm: 'lg' }} component="dl" className={classes.statList}>
            {AFFILIATE_STATS.map((stat) => (
              <div key={stat.label} className={classes.stat}>
                <dt className={classes.statLabel}>{stat.label}</dt>
                <dd className={classes.statValue}>{stat.value}</dd>
              </div>
            ))}
          </LayoutGrid>
        </div>
      </section>

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

      <section {...blockPadding(56, 88)} aria-labelledby="affiliate-faq-title">
        <div className={`${classes.container} ${classes.narrow}`}>
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
                  <p className={classes.answer}>{item.answer}</p>
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </div>
      </section>

      <section className={classes.cta} aria-labelledby="affiliate-cta-title">
        <div {...blockPadding(48, 72, classes.container)}>
          <div className={classes.ctaStack}>
            <h2 id="affiliate-cta-title" className={classes.ctaTitle}>
              Ready to Earn with ITBD?
            </h2>
            <p className={classes.ctaText}>
              Joining is free and takes a minute. Your first commission could arrive with next month&apos;s payout.
            </p>
            <div className={`${classes.actions} ${classes.ctaActions}`}>
              <ButtonLink to="/affiliate-signup" size="lg" color="accent.4" c="navy.9">
                Create My Free Account
              </ButtonLink>
              <ButtonLink to="/affiliate-login" size="lg" variant="outline" color="white">
                I Already Have an Account
              </ButtonLink>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
