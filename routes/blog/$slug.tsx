import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { blogQueries } from '@/api/blog';
import { preloadParts } from '@/components/deferred';
import { PostFailed, PostNotFound, PostPage } from '@/features/blog/post-page';
import { POST_PARTS } from '@/features/blog/post-parts';
import { postHead } from '@/features/blog/post-head';
import { loadSubject, prefetchAll } from '@/lib/route-loading';

export const Route = createFileRoute('/blog/$slug')({
  loader: async ({ context: { queryClient }, params: { slug } }) => {
    const [post] = await Promise.allSettled([
      loadSubject(queryClient, blogQueries.detail(slug)),
      prefetchAll(queryClient, [blogQueries.featured()]),
      preloadParts(POST_PARTS),
    ]);
    // The not-found page shows the latest articles too: it is thrown only once they have
    // arrived, or the server renders their skeleton while the browser hydrates the list.
    if (post.status === 'rejected') throw post.reason;
  },
  // The post is read from the query cache the loader filled, not passed through the loader's data a second time.
  head: ({ match: { context, params, status } }) =>
    postHead(context.queryClient.getQueryData(blogQueries.detail(params.slug).queryKey), context.siteUrl, status === 'notFound'),
  // Imported lazily: a pending component named directly is not code-split and would pull the page into the entry.
  pendingComponent: lazyRouteComponent(() => import('@/features/blog/post-page'), 'PostLoading'),
  errorComponent: PostFailed,
  notFoundComponent: PostNotFound,
  component: PostRoute,
});

function PostRoute() {
  const { slug } = Route.useParams();
  return <PostPage slug={slug} />;
}
