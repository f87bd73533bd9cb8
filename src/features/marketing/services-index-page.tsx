import { SectionHeader } from '@/components/section-header';
import { CtaBanner } from '@/components/sections/cta-banner';
import { SitePageHero } from '@/components/sections/page-hero';
import { ProcessSteps } from '@/components/sections/process-steps';
import { Section } from '@/components/sections/section';
import { PRODUCTS_LIST_ID, SISTER_CONCERNS_LIST_ID } from '@/features/marketing/catalogue-crumbs';
import { DeviceMockup } from '@/features/marketing/marketing-parts';
import { LinkCardGrid } from '@/features/marketing/link-card-grid';
import { ContactOrWorkActions, Highlights, QuoteOrPortfolioActions } from '@/features/marketing/marketing-bits';
import { CATALOGUE, sisterConcernLink, sisterConcernTitle, productLink, serviceLink } from '@/lib/catalogue';
import { COMPANY_FIGURES, inWords } from '@/lib/company-figures';

/** /services: every service, product and sister concern in one place. */
export function ServicesIndexPage() {
  return (
    <>
      <SitePageHero
        page="services"
        actions={<QuoteOrPortfolioActions />}
        visual={<DeviceMockup screen="landing" phone="app" />}
      >
        <Highlights items={COMPANY_FIGURES.map(inWords)} />
      </SitePageHero>

      <Section labelledBy="services-list">
        <SectionHeader id="services-list" eyebrow="What we do" title="Our Services" subtitle="Pick a service to see what is included and how we work." />
        <LinkCardGrid items={CATALOGUE.services.map((entry) => ({ ...entry, link: serviceLink(entry) }))} linkLabel="Explore service" />
      </Section>

      <Section tone="tint" labelledBy={PRODUCTS_LIST_ID}>
        <SectionHeader id={PRODUCTS_LIST_ID} eyebrow="Products" title="Ready-made Business Software" subtitle="Proven systems we set up, customise and support for you." />
        <LinkCardGrid items={CATALOGUE.products.map((entry) => ({ ...entry, link: productLink(entry) }))} linkLabel="See product" />
      </Section>

      <Section labelledBy="process">
        <SectionHeader id="process" eyebrow="How we work" title="From First Call to Launch" subtitle="The same clear steps for every project, big or small." />
        <ProcessSteps
          steps={[
            { title: 'Free Consultation', description: 'A call to understand your goals; we reply within 24 hours.' },
            { title: 'Proposal', description: 'Scope, timeline and a fixed price in writing.' },
            { title: 'Design and Build', description: 'Weekly progress you can see and test.' },
            { title: 'Launch and Support', description: 'Go live with training and a care plan.' },
          ]}
        />
      </Section>

      <Section tone="tint" labelledBy={SISTER_CONCERNS_LIST_ID}>
        <SectionHeader id={SISTER_CONCERNS_LIST_ID} eyebrow="Sister concerns" title="Businesses We Run Ourselves" subtitle="Our own platforms, built and supported by the ITBD team." />
        <LinkCardGrid
          items={CATALOGUE.sisterConcerns.map((entry) => ({ ...entry, name: sisterConcernTitle(entry), link: sisterConcernLink(entry) }))}
          linkLabel="Learn more"
        />
      </Section>

      <CtaBanner
        id="services-cta"
        title="Not Sure Which Service You Need?"
        text="Tell us about your business and we will recommend the right mix, free of charge."
        actions={<ContactOrWorkActions />}
      />
    </>
  );
}
