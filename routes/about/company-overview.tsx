import { createFileRoute } from '@tanstack/react-router';
import { CompanyOverviewPage } from '@/features/marketing/company-overview-page';
import { pageHead } from '@/lib/head';

export const Route = createFileRoute('/about/company-overview')({
  head: () =>
    pageHead(
      'Company Overview',
      'Who ITBD is: fifteen years, 500+ projects and 98% client satisfaction. Our story, what we do, our values, vision and mission.',
    ),
  component: CompanyOverviewPage,
});
