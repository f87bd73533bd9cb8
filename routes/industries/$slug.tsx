import { createFileRoute } from '@tanstack/react-router';
import { preloadParts } from '@/components/deferred';
import { DeviceMockup } from '@/features/marketing/marketing-parts';
import { sisterConcernHead, slugOrNotFound } from '@/features/marketing/meta';
import { SisterConcernPage } from '@/features/marketing/sister-concern-page';
import { findSisterConcern } from '@/lib/catalogue';

export const Route = createFileRoute('/industries/$slug')({
  loader: async ({ params }) => {
    const slug = slugOrNotFound(findSisterConcern(params.slug));
    await preloadParts([DeviceMockup]);
    return slug;
  },
  head: ({ params }) => sisterConcernHead(params.slug),
  component: SisterConcernRoute,
});

function SisterConcernRoute() {
  return <SisterConcernPage slug={Route.useLoaderData()} />;
}
