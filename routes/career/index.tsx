import { createFileRoute } from '@tanstack/react-router';
import { careerQueries } from '@/api/career';
import { CareerPage } from '@/features/career/career-page';

export const Route = createFileRoute('/career/')({
  // Not awaited: the page shows 'loading...' and 'Error loading data' in place.
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(careerQueries.list());
  },
  head: () => ({
    meta: [
      { title: 'Career — ITBD' },
      {
        name: 'description',
        content: 'Open positions at ITBD in Banani, Dhaka: engineering, design, marketing and sales. See the benefits and apply online.',
      },
    ],
  }),
  component: CareerPage,
});
