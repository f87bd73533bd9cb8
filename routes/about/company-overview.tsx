import { createFileRoute } from '@tanstack/react-router';
import { CompanyOverviewPage } from '@/features/marketing/company-overview-page';
import { sitePageHead } from '@/lib/site-pages';

export const Route = createFileRoute('/about/company-overview')({
  head: () => sitePageHead('companyOverview'),
  component: CompanyOverviewPage,
});
