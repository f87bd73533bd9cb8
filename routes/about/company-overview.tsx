import { createFileRoute } from '@tanstack/react-router';
import { CompanyOverviewPage } from '@/features/marketing/company-overview-page';
import { CLIENT_SATISFACTION, PROJECTS_DELIVERED, YEARS_IN_BUSINESS } from '@/lib/company-figures';
import { pageHead } from '@/lib/head';

export const Route = createFileRoute('/about/company-overview')({
  head: () =>
    pageHead(
      'Company Overview',
      `Who ITBD is: ${YEARS_IN_BUSINESS.value} years, ${PROJECTS_DELIVERED.value} projects and ${CLIENT_SATISFACTION.value} client satisfaction. Our story, what we do, our values, vision and mission.`,
    ),
  component: CompanyOverviewPage,
});
