import { SectionHeader } from '@/components/section-header';
import { CtaBanner } from '@/components/sections/cta-banner';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/sections/section';
import { StatsBand } from '@/components/sections/stats-band';
import { DeviceMockup, type MobileScreen, type MockupScreen } from '@/features/marketing/device-mockup';
import { INDUSTRY_PAGES, INDUSTRY_SUPPORT } from '@/features/marketing/industries-data';
import { ExternalButton, HeroLinkButton, OtherOfferings } from '@/features/marketing/marketing-bits';
import classes from '@/features/marketing/marketing.module.css';
import { industryEntry, type IndustrySlug } from '@/lib/catalogue';
import { YEARS_IN_BUSINESS } from '@/lib/company-figures';

const hostOf = (url: string) => new URL(url).hostname;

/** Each sister concern's own screens in its hero, not one icon card with a changed label (issue 16). */
const INDUSTRY_SCREENS: Record<IndustrySlug, { screen: MockupScreen; phone: MobileScreen }> = {
  'boi-ache': { screen: 'publication', phone: 'shop' },
  'edu-poribar': { screen: 'landing', phone: 'list' },
  bdcoda: { screen: 'growth', phone: 'chart' },
  'laptop-ache': { screen: 'shop', phone: 'list' },
  'courier-ache': { screen: 'courier', phone: 'map' },
  'kaz-ache': { screen: 'design', phone: 'app' },
};

/** One sister concern: what it does, its figures (counting up), and links out to its own site. */
export function IndustryPage({ slug }: { slug: IndustrySlug }) {
  const industry = industryEntry(slug);
  const page = INDUSTRY_PAGES[slug](industry.name);
  const host = hostOf(industry.site);
  return (
    <>
      <PageHero
        breadcrumb={[{ label: industry.name }]}
        eyebrow={`Sister concern · ${industry.sector}`}
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
            <ExternalButton href={industry.site} size="lg" color="accent.4">
              Visit {host}
            </ExternalButton>
          )
        }
        visual={<DeviceMockup {...INDUSTRY_SCREENS[slug]} />}
      />

      <Section labelledBy="industry-stats">
        <SectionHeader id="industry-stats" eyebrow="In numbers" title={page.statsTitle} subtitle={industry.summary} />
        <StatsBand stats={page.stats} />
      </Section>

      <Section tone="tint" labelledBy="industry-features">
        <SectionHeader id="industry-features" eyebrow={industry.sector} title={page.featuresTitle} subtitle={page.featuresSubtitle} />
        <FeatureGrid items={page.features} columns={page.features.length === 4 ? 4 : 3} />
      </Section>

      <Section labelledBy="industry-support">
        <SectionHeader id="industry-support" eyebrow="Part of ITBD" title={`Backed by ${YEARS_IN_BUSINESS.value} Years of Engineering`} subtitle={`${industry.name} runs on technology built and supported by ITBD.`} />
        <FeatureGrid items={INDUSTRY_SUPPORT} columns={3} />
      </Section>

      <CtaBanner
        id="industry-cta"
        tone="tint"
        title={page.ctaTitle}
        text={page.ctaText}
        actions={
          <>
            <ExternalButton href={industry.site} color="accent.4" size="lg">
              Visit {host}
            </ExternalButton>
            <HeroLinkButton to="/contact">Work with ITBD</HeroLinkButton>
          </>
        }
      >
        <OtherOfferings group="industries" slug={slug} title="Other sister concerns" />
      </CtaBanner>
    </>
  );
}
