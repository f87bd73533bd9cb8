import { SectionHeader } from '@/components/section-header';
import { CtaBanner } from '@/components/sections/cta-banner';
import { DeviceMockup } from '@/components/sections/device-mockup';
import { PageHero } from '@/components/sections/page-hero';
import { ProcessSteps } from '@/components/sections/process-steps';
import { Section } from '@/components/sections/section';
import { INDUSTRIES, INDUSTRY_ORDER } from '@/features/marketing/industries-data';
import { LinkCardGrid } from '@/features/marketing/link-card-grid';
import { ContactOrWorkActions, HeroLinkButton, Highlights } from '@/features/marketing/marketing-bits';
import { PRODUCTS, PRODUCT_ORDER } from '@/features/marketing/products-data';
import { SERVICES, SERVICE_ORDER } from '@/features/marketing/services-data';

/** /services: every service, product and sister concern in one place. */
export function ServicesIndexPage() {
  return (
    <>
      <PageHero
        breadcrumb={[{ label: 'Services' }]}
        eyebrow="Services"
        title="Everything you need to build and grow online"
        subtitle="Websites, apps, marketing, design and ready-made business software from one team with fifteen years of experience."
        actions={
          <>
            <HeroLinkButton to="/contact" primary>
              Get a Free Quote
            </HeroLinkButton>
            <HeroLinkButton to="/portfolio">View Portfolio</HeroLinkButton>
          </>
        }
        visual={<DeviceMockup screen="landing" phone="app" />}
      >
        <Highlights items={['15+ years', '500+ projects', '98% satisfaction']} />
      </PageHero>

      <Section labelledBy="services-list">
        <SectionHeader id="services-list" eyebrow="What we do" title="Our services" subtitle="Pick a service to see what is included and how we work." />
        <LinkCardGrid items={SERVICE_ORDER.map((slug) => SERVICES[slug])} linkLabel="Explore service" />
      </Section>

      <Section tone="tint" labelledBy="products-list">
        <SectionHeader id="products-list" eyebrow="Products" title="Ready-made business software" subtitle="Proven systems we set up, customise and support for you." />
        <LinkCardGrid items={PRODUCT_ORDER.map((slug) => PRODUCTS[slug])} linkLabel="See product" />
      </Section>

      <Section labelledBy="process">
        <SectionHeader id="process" eyebrow="How we work" title="From first call to launch" subtitle="The same clear steps for every project, big or small." />
        <ProcessSteps
          steps={[
            { title: 'Free consultation', description: 'A call to understand your goals; we reply within 24 hours.' },
            { title: 'Proposal', description: 'Scope, timeline and a fixed price in writing.' },
            { title: 'Design and build', description: 'Weekly progress you can see and test.' },
            { title: 'Launch and support', description: 'Go live with training and a care plan.' },
          ]}
        />
      </Section>

      <Section tone="tint" labelledBy="industries-list">
        <SectionHeader id="industries-list" eyebrow="Sister concerns" title="Businesses we run ourselves" subtitle="Our own platforms, built and supported by the ITBD team." />
        <LinkCardGrid
          items={INDUSTRY_ORDER.map((slug) => ({ ...INDUSTRIES[slug], name: `${INDUSTRIES[slug].name} · ${INDUSTRIES[slug].sector}` }))}
          linkLabel="Learn more"
        />
      </Section>

      <Section labelledBy="services-cta">
        <CtaBanner
          headingId="services-cta"
          title="Not sure which service you need?"
          text="Tell us about your business and we will recommend the right mix, free of charge."
          actions={<ContactOrWorkActions />}
        />
      </Section>
    </>
  );
}
