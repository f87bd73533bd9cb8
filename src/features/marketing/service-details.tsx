import { SectionHeader } from '@/components/section-header';
import { BenefitsList } from '@/components/sections/benefits-list';
import { CtaBanner } from '@/components/sections/cta-banner';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { ProcessSteps } from '@/components/sections/process-steps';
import { Section } from '@/components/sections/section';
import { StatsBand } from '@/components/sections/stats-band';
import { ClientQuoteBand } from '@/features/marketing/client-quote-band';
import { ContactOrWorkActions, OtherOfferings } from '@/features/marketing/marketing-bits';
import classes from '@/features/marketing/marketing.module.css';
import markup from '@/styles/markup.module.css';
import { SERVICE_PAGES } from '@/features/marketing/services-data';
import { serviceEntry, type ServiceSlug } from '@/lib/catalogue';
import { COMPANY_FIGURES, YEARS_IN_BUSINESS } from '@/lib/company-figures';

/** A service's sections under its hero: stats and a client's words, what is included, process steps and benefits. */
export function ServiceDetails({ slug }: { slug: ServiceSlug }) {
  const service = serviceEntry(slug);
  const page = SERVICE_PAGES[slug];
  return (
    <>
      <Section labelledBy="service-stats">
        <SectionHeader id="service-stats" eyebrow="Track record" title="Proven on Hundreds of Projects" subtitle={`Numbers from ${YEARS_IN_BUSINESS.value} years of building for clients.`} />
        <StatsBand stats={COMPANY_FIGURES} />
      </Section>

      <ClientQuoteBand pageKey={slug} />

      <Section tone="tint" labelledBy="service-features">
        <SectionHeader id="service-features" eyebrow="What we deliver" title={`Our ${service.name} Services`} subtitle={service.summary} />
        <FeatureGrid items={page.features} />
      </Section>

      <Section labelledBy="service-process">
        <SectionHeader id="service-process" eyebrow="How we work" title="A Clear Process From First Call to Launch" subtitle="You always know what happens next and when." />
        <ProcessSteps steps={page.process} />
      </Section>

      <Section tone="tint" labelledBy="service-benefits">
        <SectionHeader id="service-benefits" eyebrow="Why ITBD" title="What You Can Count On" subtitle="The way we work with every client." />
        <BenefitsList items={page.benefits} />
        <div className={`${markup.stack} ${classes.toolsBlock}`}>
          <h3 className={`${markup.title} ${classes.smallTitle}`}>Tools and Platforms We Use</h3>
          <ul className={`${markup.group} ${classes.tools}`}>
            {page.stack.map((tool) => (
              <li key={tool} className={classes.tag}>
                {tool}
              </li>
            ))}
          </ul>
        </div>
      </Section>
    </>
  );
}

/** The service page's closing band: ways to /contact and /portfolio, and the other services. */
export function ServiceCta({ slug }: { slug: ServiceSlug }) {
  return (
    <CtaBanner
      id="service-cta"
      title="Let’s Talk About Your Project"
      text="Tell us what you need and get a proposal with scope, timeline and price."
      actions={<ContactOrWorkActions />}
    >
      <OtherOfferings group="services" slug={slug} title="Other services" />
    </CtaBanner>
  );
}
