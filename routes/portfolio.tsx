import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { projectQueries } from '@/api/projects';
import { PortfolioPage } from '@/features/projects/portfolio-page';

/** The chosen category, so a filtered view can be shared; anything odd falls back to all. */
const PortfolioSearch = v.object({
  category: v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(80))), undefined),
});

export const Route = createFileRoute('/portfolio')({
  validateSearch: PortfolioSearch,
  // The page shows its own skeletons and errors, so the data is only prefetched.
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(projectQueries.list());
    void queryClient.prefetchQuery(projectQueries.categories());
  },
  head: () => ({
    meta: [
      { title: 'Portfolio — ITBD' },
      {
        name: 'description',
        content: 'Websites, apps, e-commerce and business software ITBD has built for clients in Bangladesh and abroad.',
      },
    ],
  }),
  component: PortfolioRoute,
});

function PortfolioRoute() {
  const { category } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <PortfolioPage
      category={category ?? 'all'}
      onCategoryChange={(next) =>
        void navigate({
          search: next.toLowerCase() === 'all' ? {} : { category: next },
          replace: true,
          resetScroll: false,
        })
      }
    />
  );
}
