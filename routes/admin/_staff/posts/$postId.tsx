import { createFileRoute } from '@tanstack/react-router';
import { postQueries } from '@/api/admin-posts';
import { backOfficePage, backOfficeHead } from '@/features/admin/page-route';

export const Route = createFileRoute('/admin/_staff/posts/$postId')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(postQueries.list()),
  head: backOfficeHead('Edit Post'),
  component: backOfficePage('EditPostPage'),
});
