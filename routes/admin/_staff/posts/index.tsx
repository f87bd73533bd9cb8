import { createFileRoute } from '@tanstack/react-router';
import { postQueries } from '@/api/admin-posts';
import { startLoading } from '@/features/admin/loading';
import { backOfficePage, backOfficeHead } from '@/features/admin/page-route';

export const Route = createFileRoute('/admin/_staff/posts/')({
  loader: ({ context: { queryClient } }) => startLoading(queryClient, [postQueries.list()]),
  head: backOfficeHead('Posts'),
  component: backOfficePage('PostsPage'),
});
