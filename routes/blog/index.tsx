import { BlogArt } from '@/components/art/page-art-parts';
import { preloadParts } from '@/components/deferred';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { blogQueries } from '@/api/blog';
import { BlogListing } from '@/features/blog/blog-listing';
import { BlogSearch, FIRST_PAGE } from '@/features/blog/blog-search';
import { NewsletterBand } from '@/features/newsletter/newsletter-part';
import { prefetchAll } from '@/lib/route-loading';
import { sitePageHead } from '@/lib/site-pages';

export const Route = createFileRoute('/blog/')({
  validateSearch: BlogSearch,
  search: { middlewares: [stripSearchParams(FIRST_PAGE)] },
  loaderDeps: ({ search: { page } }) => ({ page }),
  // In the browser a failure shows in place, in each section's words.
  loader: ({ context: { queryClient }, deps: { page } }) =>
    Promise.all([prefetchAll(queryClient, [blogQueries.featured(), blogQueries.latest(page)]), preloadParts([BlogArt, NewsletterBand])]),
  head: () => sitePageHead('blog', { feed: true }),
  component: BlogPage,
});

function BlogPage() {
  const { page } = Route.useSearch();
  return (
    <>
      <BlogListing page={page} />
      <NewsletterBand />
    </>
  );
}
