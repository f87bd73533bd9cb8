import { createFileRoute, notFound } from '@tanstack/react-router';
import { industryHead } from '@/features/marketing/meta';
import { IndustryPage } from '@/features/marketing/industry-page';
import { findIndustry } from '@/lib/catalogue';

export const Route = createFileRoute('/industries/$slug')({
  loader: ({ params }) => {
    const industry = findIndustry(params.slug);
    if (!industry) throw notFound();
    return industry.slug;
  },
  head: ({ params }) => industryHead(params.slug),
  component: IndustryRoute,
});

function IndustryRoute() {
  return <IndustryPage slug={Route.useLoaderData()} />;
}
