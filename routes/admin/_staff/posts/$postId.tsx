import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { postQueries } from '@/api/admin-posts';

export const Route = createFileRoute('/admin/_staff/posts/$postId')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(postQueries.list()),
  head: () => ({ meta: [{ title: 'Edit Post — ITBD Back Office' }] }),
  component: lazyRouteComponent(() => import('@/features/admin/back-office-pages'), 'EditPostPage'),
});
