import { ButtonLink } from '@/components/button-link';
import { CompanyArt } from '@/components/art/page-art-parts';
import { SectionHeader } from '@/components/section-header';
import { CtaBanner } from '@/components/sections/cta-banner';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { SitePageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/sections/section';
import { StatsBand } from '@/components/sections/stats-band';
import { COMPANY_AIMS, COMPANY_VALUES } from '@/features/marketing/company-data';
import { LinkCardGrid } from '@/features/marketing/link-card-grid';
import { ContactOrWorkActions, HeroLinkButton } from '@/features/marketing/marketing-bits';
import classes from '@/features/marketing/marketing.module.css';
import markup from '@/styles/markup.module.css';
import { CATALOGUE, productEntry, serviceLink } from '@/lib/catalogue';
import { COMPANY_FIGURES, YEARS_IN_BUSINESS } from '@/lib/company-figures';
import { LayoutGrid, Split, SplitCol } from '@/components/layout-grid/layout-grid';

/** /about/company-overview: overview, who we are, what we do, values, vision and mission. */
export function CompanyOverviewPage() {
  return (
    <>
      <SitePageHero
        page="companyOverview"
        parents={[{ label: 'About' }]}
        actions={
          <>
            <HeroLinkButton to="/contact" primary>
              Work with Us
            </HeroLinkButton>
            <HeroLinkButton to="/about/our-team">Meet the Team</HeroLinkButton>
          </>
        }
        visual={<CompanyArt />}
      />

      <Section labelledBy="overview">
        <SectionHeader id="overview" eyebrow="Overview" title="An Agency with a Track Record" subtitle={`${YEARS_IN_BUSINESS.value} years, hundreds of launches and clients who keep coming back.`} />
        <StatsBand stats={COMPANY_FIGURES} />
      </Section>

      <Section tone="tint" labelledBy="who-we-are">
        <Split gap={48} align="center">
          <SplitCol span={6}>
            <SectionHeader id="who-we-are" align="left" eyebrow="Who we are" title="Engineers, Designers and Marketers in One Team" subtitle="Based in Dhaka, working with clients around the world." />
          </SplitCol>
          <SplitCol span={6}>
            <div className={markup.stack}>
              <p className={markup.text}>
                ITBD started as a small web studio and grew into a full-service technology company. Today our team
                covers strategy, UI/UX design, web and mobile engineering, quality assurance and digital marketing, so a
                client can take an idea from a first sketch to a product with paying customers without changing partners.
              </p>
              <p className={markup.text}>
                We work with start-ups, small businesses, schools, publishers and large companies. Some need a website
                in a few weeks; others need an ERP rolled out across many branches. Each gets a dedicated project lead
                and the same care.
              </p>
            </div>
          </SplitCol>
        </Split>
      </Section>

      <Section labelledBy="what-we-do">
        <SectionHeader id="what-we-do" eyebrow="What we do" title="Services and Products" subtitle="Custom work when you need something new, proven software when you need it fast." />
        <LinkCardGrid items={CATALOGUE.services.map((entry) => ({ ...entry, link: serviceLink(entry) }))} linkLabel="Explore service" />
        <div className={`${markup.stack} ${classes.moreBelow}`}>
          <p className={`${markup.text} ${markup.dimmed} ${classes.centred}`}>
            We also offer ready-made software such as {productEntry('erp-software').name}, {productEntry('pos-management').name} and{' '}
            {productEntry('e-commerce-website').name}.
          </p>
          <ButtonLink to="/services" variant="light">
            See All Services and Products
          </ButtonLink>
        </div>
      </Section>

      <Section tone="tint" labelledBy="values">
        <SectionHeader id="values" eyebrow="Our values" title="How We Work with Every Client" subtitle="Four promises that guide every project." />
        <FeatureGrid items={COMPANY_VALUES} columns={4} />
      </Section>

      <Section tone="navy" labelledBy="vision">
        <LayoutGrid cols={{ base: 1, md: 2 }} spacing="lg">
          {COMPANY_AIMS.map(({ id, icon: Icon, title, text }) => (
            <div key={id} className={classes.valueCard}>
              <Icon size={40} stroke={1.5} color="var(--mantine-color-accent-4)" aria-hidden />
              <h2 id={id} className={`${markup.h2} ${classes.aimTitle}`}>
                {title}
              </h2>
              <p className={`${markup.text} ${markup.fzLg} ${classes.onNavyText} ${classes.aimText}`}>{text}</p>
            </div>
          ))}
        </LayoutGrid>
      </Section>

      <CtaBanner
        id="about-cta"
        title="Start Working With Our Technical Experts"
        text="Book a free consultation and get a clear plan for your next project."
        actions={<ContactOrWorkActions />}
      />
    </>
  );
}
