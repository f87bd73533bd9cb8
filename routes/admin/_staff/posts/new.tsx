import { createFileRoute } from '@tanstack/react-router';
import { postQueries } from '@/api/admin-posts';
import { backOfficePage, backOfficeHead } from '@/features/admin/page-route';

export const Route = createFileRoute('/admin/_staff/posts/new')({
  // The slugs taken are in the list: the editor is shown with it.
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(postQueries.list()),
  head: backOfficeHead('New Post'),
  component: backOfficePage('NewPostPage'),
});
