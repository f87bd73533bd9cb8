import type { ReactNode } from 'react';
import { PageHero } from '@/components/sections/page-hero';
import { Highlights, QuoteOrPortfolioActions } from '@/features/marketing/marketing-bits';
import { DeviceMockup, ServiceCta, ServiceDetails } from '@/features/marketing/marketing-parts';
import { SERVICE_PAGES } from '@/features/marketing/services-data';
import { serviceEntry, type ServiceSlug } from '@/lib/catalogue';
import { pageCrumb } from '@/components/breadcrumb';

interface ServicePageProps {
  slug: ServiceSlug;
  /** The inline consultation form, composed by the route. */
  consultation?: ReactNode;
}

/** One service (SPEC §2): stats and a client's words, what is included, process steps and benefits, with ways to /contact and /portfolio. */
export function ServicePage({ slug, consultation }: ServicePageProps) {
  const service = serviceEntry(slug);
  const page = SERVICE_PAGES[slug];
  return (
    <>
      <PageHero
        breadcrumb={[pageCrumb('services'), { label: service.name }]}
        eyebrow={service.name}
        title={page.headline}
        subtitle={page.subtitle}
        actions={<QuoteOrPortfolioActions />}
        visual={<DeviceMockup screen={page.screen} phone={page.phone} />}
      >
        <Highlights items={['Free consultation', 'Reply within 24 hours', 'Fixed-price proposals']} />
      </PageHero>

      <ServiceDetails slug={slug} />

      {consultation}

      <ServiceCta slug={slug} />
    </>
  );
}
