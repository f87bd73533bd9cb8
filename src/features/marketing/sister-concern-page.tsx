import { SectionHeader } from '@/components/section-header';
import { CtaBanner } from '@/components/sections/cta-banner';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/sections/section';
import { StatsBand } from '@/components/sections/stats-band';
import { SISTER_CONCERNS_CRUMB } from '@/features/marketing/catalogue-crumbs';
import type { MobileScreen, MockupScreen } from '@/features/marketing/device-mockup';
import { DeviceMockup } from '@/features/marketing/marketing-parts';
import { SISTER_CONCERN_PAGES, SISTER_CONCERN_SUPPORT } from '@/features/marketing/sister-concerns-data';
import { ExternalButton, HeroLinkButton, OtherOfferings } from '@/features/marketing/marketing-bits';
import classes from '@/features/marketing/marketing.module.css';
import { sisterConcernEntry, type SisterConcernSlug } from '@/lib/catalogue';
import { YEARS_IN_BUSINESS } from '@/lib/company-figures';

const hostOf = (url: string) => new URL(url).hostname;

/** Each sister concern's own screens in its hero, not one icon card with a changed label (issue 16). */
const SISTER_CONCERN_SCREENS: Record<SisterConcernSlug, { screen: MockupScreen; phone: MobileScreen }> = {
  'boi-ache': { screen: 'publication', phone: 'shop' },
  'edu-poribar': { screen: 'landing', phone: 'list' },
  bdcoda: { screen: 'growth', phone: 'chart' },
  'laptop-ache': { screen: 'shop', phone: 'list' },
  'courier-ache': { screen: 'courier', phone: 'map' },
  'kaz-ache': { screen: 'design', phone: 'app' },
};

/** One sister concern: what it does, its figures (counting up), and links out to its own site. */
export function SisterConcernPage({ slug }: { slug: SisterConcernSlug }) {
  const sisterConcern = sisterConcernEntry(slug);
  const page = SISTER_CONCERN_PAGES[slug](sisterConcern.name);
  const host = hostOf(sisterConcern.site);
  return (
    <>
      <PageHero
        breadcrumb={[SISTER_CONCERNS_CRUMB, { label: sisterConcern.name }]}
        eyebrow={`Sister concern · ${sisterConcern.sector}`}
        title={page.headline}
        subtitle={page.subtitle}
        actions={
          page.actions ? (
            page.actions.map((action, index) => (
              <ExternalButton
                key={action.label}
                href={action.href}
                size="lg"
                color={index === 0 ? 'accent.4' : undefined}
                variant={index === 0 ? 'filled' : 'outline'}
                className={index === 0 ? undefined : classes.outlineOnNavy}
              >
                {action.label}
              </ExternalButton>
            ))
          ) : (
            <ExternalButton href={sisterConcern.site} size="lg" color="accent.4">
              Visit {host}
            </ExternalButton>
          )
        }
        visual={<DeviceMockup {...SISTER_CONCERN_SCREENS[slug]} />}
      />

      <Section labelledBy="sister-concern-stats">
        <SectionHeader id="sister-concern-stats" eyebrow="In numbers" title={page.statsTitle} subtitle={sisterConcern.summary} />
        <StatsBand stats={page.stats} />
      </Section>

      <Section tone="tint" labelledBy="industry-features">
        <SectionHeader id="industry-features" eyebrow={sisterConcern.sector} title={page.featuresTitle} subtitle={page.featuresSubtitle} />
        <FeatureGrid items={page.features} columns={page.features.length === 4 ? 4 : 3} />
      </Section>

      <Section labelledBy="industry-support">
        <SectionHeader id="industry-support" eyebrow="Part of ITBD" title={`Backed by ${YEARS_IN_BUSINESS.value} Years of Engineering`} subtitle={`${sisterConcern.name} runs on technology built and supported by ITBD.`} />
        <FeatureGrid items={SISTER_CONCERN_SUPPORT} columns={3} />
      </Section>

      <CtaBanner
        id="industry-cta"
        tone="tint"
        title={page.ctaTitle}
        text={page.ctaText}
        actions={
          <>
            <ExternalButton href={sisterConcern.site} color="accent.4" size="lg">
              Visit {host}
            </ExternalButton>
            <HeroLinkButton to="/contact">Work with ITBD</HeroLinkButton>
          </>
        }
      >
        <OtherOfferings group="sisterConcerns" slug={slug} title="Other sister concerns" />
      </CtaBanner>
    </>
  );
}
