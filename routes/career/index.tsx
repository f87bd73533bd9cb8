import { createFileRoute } from '@tanstack/react-router';
import { careerQueries } from '@/api/career';
import { CareerPage } from '@/features/career/career-page';
import { pageHead } from '@/lib/head';
import { prefetchAll } from '@/lib/route-loading';

export const Route = createFileRoute('/career/')({
  // In the browser a failure shows as 'Error loading data' in place.
  loader: ({ context: { queryClient } }) => prefetchAll(queryClient, [careerQueries.list()]),
  head: () => pageHead('Career', 'Open positions at ITBD in Banani, Dhaka: engineering, design, marketing and sales. See the benefits and apply online.'),
  component: CareerPage,
});
