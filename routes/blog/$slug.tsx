import { createFileRoute } from '@tanstack/react-router';
import { blogQueries } from '@/api/blog';
import { PostLoading, PostPage, isNotFound } from '@/features/blog/post-page';
import { excerpt } from '@/lib/html';

export const Route = createFileRoute('/blog/$slug')({
  loader: async ({ context: { queryClient }, params: { slug } }) => {
    void queryClient.prefetchQuery(blogQueries.latest(1));
    // A failure is not thrown: the page shows 'Post not found' or the failure message in place.
    try {
      // Cached data is used at once and refreshed in the background; the page does not fetch again on mount.
      const post = await queryClient.ensureQueryData({ ...blogQueries.detail(slug), revalidateIfStale: true });
      return { title: post.title, description: excerpt(post.content, 155) };
    } catch (error) {
      return { title: isNotFound(error) ? 'Post not found' : 'Blog post', description: null };
    }
  },
  head: ({ loaderData }) => ({
    meta: [
      { title: `${loaderData?.title ?? 'Blog post'} — ITBD` },
      { name: 'description', content: loaderData?.description ?? 'An article from the ITBD blog.' },
    ],
  }),
  pendingComponent: PostLoading,
  component: PostRoute,
});

function PostRoute() {
  const { slug } = Route.useParams();
  return <PostPage slug={slug} />;
}
