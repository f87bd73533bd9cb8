import { createFileRoute } from '@tanstack/react-router';
import { sisterConcernHead, slugOrNotFound } from '@/features/marketing/meta';
import { SisterConcernPage } from '@/features/marketing/sister-concern-page';
import { findSisterConcern } from '@/lib/catalogue';

export const Route = createFileRoute('/industries/$slug')({
  loader: ({ params }) => slugOrNotFound(findSisterConcern(params.slug)),
  head: ({ params }) => sisterConcernHead(params.slug),
  component: SisterConcernRoute,
});

function SisterConcernRoute() {
  return <SisterConcernPage slug={Route.useLoaderData()} />;
}
