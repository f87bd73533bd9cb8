import { createFileRoute } from '@tanstack/react-router';
import { industryHead, slugOrNotFound } from '@/features/marketing/meta';
import { IndustryPage } from '@/features/marketing/industry-page';
import { findIndustry } from '@/lib/catalogue';

export const Route = createFileRoute('/industries/$slug')({
  loader: ({ params }) => slugOrNotFound(findIndustry(params.slug)),
  head: ({ params }) => industryHead(params.slug),
  component: IndustryRoute,
});

function IndustryRoute() {
  return <IndustryPage slug={Route.useLoaderData()} />;
}
