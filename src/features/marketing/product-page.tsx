import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { BalancedGrid } from '@/components/balanced-grid';
import { GeneratedArt } from '@/components/generated-art';
import { SectionHeader } from '@/components/section-header';
import { BenefitsList } from '@/components/sections/benefits-list';
import { CtaBanner } from '@/components/sections/cta-banner';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/sections/section';
import { PRODUCTS_CRUMB } from '@/features/marketing/catalogue-crumbs';
import { DeviceMockup } from '@/features/marketing/marketing-parts';
import { HeroLinkButton, Highlights, OtherOfferings } from '@/features/marketing/marketing-bits';
import classes from '@/features/marketing/marketing.module.css';
import markup from '@/styles/markup.module.css';
import { PRODUCT_PAGES } from '@/features/marketing/products-data';
import { productEntry, type ProductSlug } from '@/lib/catalogue';

interface ProductPageProps {
  slug: ProductSlug;
  /** The inline consultation form, composed by the route. */
  consultation?: ReactNode;
  /** The consultation dialog's demo button, for a product whose demo is booked there (composed by the route). */
  scheduleDemo?: (productName: string, label?: string) => ReactNode;
}

/** One product: hero with a device mockup, features, benefits and a call to action. */
export function ProductPage({ slug, consultation, scheduleDemo }: ProductPageProps) {
  const product = productEntry(slug);
  const page = PRODUCT_PAGES[slug];
  const demoAction = (label?: string) => (page.scheduleDemo ? scheduleDemo?.(product.name, label) : undefined);
  const primaryAction = demoAction() ?? (
    <HeroLinkButton to="/contact" primary>
      Request a Demo
    </HeroLinkButton>
  );
  return (
    <>
      <PageHero
        breadcrumb={[PRODUCTS_CRUMB, { label: product.name }]}
        eyebrow={`Product · ${product.name}`}
        title={page.headline}
        subtitle={page.subtitle}
        actions={
          <>
            {primaryAction}
            <HeroLinkButton to="/contact">Talk to Sales</HeroLinkButton>
          </>
        }
        visual={<DeviceMockup screen={page.screen} phone={page.phone} label={page.mockupLabel} />}
      >
        <Highlights items={page.highlights} />
      </PageHero>

      <Section tone="tint" labelledBy="product-features">
        <SectionHeader id="product-features" eyebrow="Features" title={page.featuresTitle} subtitle={page.featuresSubtitle} />
        <FeatureGrid items={page.features} columns={3} />
      </Section>

      <Section labelledBy="product-benefits">
        <SectionHeader id="product-benefits" eyebrow="Benefits" title={page.benefitsTitle} subtitle={product.summary} />
        <BenefitsList items={page.benefits} />
      </Section>

      {page.projects && (
        <Section tone="tint" labelledBy="product-projects">
          <SectionHeader id="product-projects" eyebrow="Featured projects" title="Publications We Have Built" subtitle="A few of the sites our team designed and runs." />
          <BalancedGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {page.projects.map((project) => (
              <div key={project.title} className={`${markup.card} ${classes.linkCard} ${classes.flushCard}`}>
                <GeneratedArt seed={project.title} width={640} height={360} />
                <div className={`${markup.stack} ${classes.flushCardBody}`}>
                  <p className={`${markup.text} ${markup.dimmed} ${classes.kind}`}>{project.kind}</p>
                  <h3 className={`${markup.title} ${classes.smallTitle}`}>{project.title}</h3>
                  <p className={`${markup.text} ${markup.fzSm} ${markup.dimmed}`}>{project.description}</p>
                  <Link to="/contact" className={`${classes.cardLink} ${classes.stretched}`}>
                    Build one like it
                  </Link>
                </div>
              </div>
            ))}
          </BalancedGrid>
        </Section>
      )}

      {consultation}

      <CtaBanner
        id="product-cta"
        title={page.ctaTitle}
        text={page.ctaText}
        actions={
          <>
            {/* Worded apart from the hero's 'Schedule Demo', so each button's name is its own. */}
            {demoAction('Book Your Demo') ?? (
              <HeroLinkButton to="/contact" primary>
                Request a Demo
              </HeroLinkButton>
            )}
            <HeroLinkButton to="/contact">Contact Us</HeroLinkButton>
          </>
        }
      >
        <OtherOfferings group="products" slug={slug} title="More products" />
      </CtaBanner>
    </>
  );
}
