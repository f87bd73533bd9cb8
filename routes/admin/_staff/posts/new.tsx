import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { postQueries } from '@/api/admin-posts';

export const Route = createFileRoute('/admin/_staff/posts/new')({
  // The slugs taken are in the list: the editor is shown with it.
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(postQueries.list()),
  head: () => ({ meta: [{ title: 'New Post — ITBD Back Office' }] }),
  component: lazyRouteComponent(() => import('@/features/admin/back-office-pages'), 'NewPostPage'),
});
