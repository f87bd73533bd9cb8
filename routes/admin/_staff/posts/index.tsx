import { createFileRoute } from '@tanstack/react-router';
import { postQueries } from '@/api/admin-posts';
import { startLoading } from '@/features/admin/loading';
import { PostsPage } from '@/features/admin/posts';

export const Route = createFileRoute('/admin/_staff/posts/')({
  loader: ({ context: { queryClient } }) => startLoading(queryClient, [postQueries.list()]),
  head: () => ({ meta: [{ title: 'Posts — ITBD Back Office' }] }),
  component: PostsPage,
});
