import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { blogQueries } from '@/api/blog';
import { isNotFoundError } from '@/api/client';
import { PostPage } from '@/features/blog/post-page';
import { excerpt } from '@/lib/text';

export const Route = createFileRoute('/blog/$slug')({
  loader: async ({ context: { queryClient }, params: { slug } }) => {
    void queryClient.prefetchQuery(blogQueries.latest(1));
    // A failure is not thrown: the page shows 'Post not found' or the failure message in place.
    try {
      // Cached data is used at once and refreshed in the background; the page does not fetch again on mount.
      const post = await queryClient.ensureQueryData({ ...blogQueries.detail(slug), revalidateIfStale: true });
      return { title: post.title, description: excerpt(post.content, 155) };
    } catch (error) {
      return { title: isNotFoundError(error) ? 'Post not found' : 'Blog post', description: null };
    }
  },
  head: ({ loaderData }) => ({
    meta: [
      { title: `${loaderData?.title ?? 'Blog post'} — ITBD` },
      { name: 'description', content: loaderData?.description ?? 'An article from the ITBD blog.' },
    ],
  }),
  // Imported lazily: a pending component named directly is not code-split and would pull the page into the entry.
  pendingComponent: lazyRouteComponent(() => import('@/features/blog/post-page'), 'PostLoading'),
  component: PostRoute,
});

function PostRoute() {
  const { slug } = Route.useParams();
  return <PostPage slug={slug} />;
}
