import { CareerArt } from '@/components/art/page-art-parts';
import { preloadParts } from '@/components/deferred';
import { createFileRoute } from '@tanstack/react-router';
import { careerQueries } from '@/api/career';
import { CareerPage } from '@/features/career/career-page';
import { prefetchAll } from '@/lib/route-loading';
import { sitePageHead } from '@/lib/site-pages';

export const Route = createFileRoute('/career/')({
  // In the browser a failure shows as 'Error loading data' in place.
  loader: ({ context: { queryClient } }) => Promise.all([prefetchAll(queryClient, [careerQueries.list()]), preloadParts([CareerArt])]),
  head: () => sitePageHead('career'),
  component: CareerPage,
});
