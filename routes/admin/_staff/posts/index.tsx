import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { postQueries } from '@/api/admin-posts';
import { startLoading } from '@/features/admin/loading';

export const Route = createFileRoute('/admin/_staff/posts/')({
  loader: ({ context: { queryClient } }) => startLoading(queryClient, [postQueries.list()]),
  head: () => ({ meta: [{ title: 'Posts — ITBD Back Office' }] }),
  component: lazyRouteComponent(() => import('@/features/admin/back-office-pages'), 'PostsPage'),
});
