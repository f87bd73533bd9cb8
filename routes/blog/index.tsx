import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { blogQueries } from '@/api/blog';
import { BlogListing } from '@/features/blog/blog-listing';
import { BlogSearch, FIRST_PAGE } from '@/features/blog/blog-search';
import { NewsletterBand } from '@/features/newsletter/newsletter-band';

export const Route = createFileRoute('/blog/')({
  validateSearch: BlogSearch,
  search: { middlewares: [stripSearchParams(FIRST_PAGE)] },
  loaderDeps: ({ search: { page } }) => ({ page }),
  // Not awaited: the page shows its own skeletons and failure messages in place.
  loader: ({ context: { queryClient }, deps: { page } }) => {
    void queryClient.prefetchQuery(blogQueries.featured());
    void queryClient.prefetchQuery(blogQueries.latest(page));
  },
  head: () => ({
    meta: [
      { title: 'Blog — ITBD' },
      {
        name: 'description',
        content: 'Articles from the ITBD team on web and app development, digital marketing, design and business software.',
      },
    ],
  }),
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
