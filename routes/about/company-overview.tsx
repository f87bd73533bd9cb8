import { CompanyArt } from '@/components/art/page-art-parts';
import { preloadParts } from '@/components/deferred';
import { createFileRoute } from '@tanstack/react-router';
import { CompanyOverviewPage } from '@/features/marketing/company-overview-page';
import { sitePageHead } from '@/lib/site-pages';

export const Route = createFileRoute('/about/company-overview')({
  loader: () => preloadParts([CompanyArt]),
  head: () => sitePageHead('companyOverview'),
  component: CompanyOverviewPage,
});
