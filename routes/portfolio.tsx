import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { projectQueries } from '@/api/projects';
import { PortfolioPage } from '@/features/projects/portfolio-page';
import { sitePageHead } from '@/lib/site-pages';
import { prefetchAll } from '@/lib/route-loading';

/** The chosen category, so a filtered view can be shared; anything odd falls back to all. */
const PortfolioSearch = v.object({
  category: v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(80))), undefined),
});

export const Route = createFileRoute('/portfolio')({
  validateSearch: PortfolioSearch,
  // In the browser a failure shows in place: 'Failed to load projects.' with a retry.
  loader: ({ context: { queryClient } }) =>
    prefetchAll(queryClient, [projectQueries.list(), projectQueries.categories()]),
  head: () => sitePageHead('portfolio'),
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
