import { createFileRoute } from '@tanstack/react-router';
import { postQueries } from '@/api/admin-posts';
import { PostEditor } from '@/features/admin/posts';

export const Route = createFileRoute('/admin/_staff/posts/$postId')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(postQueries.list()),
  head: () => ({ meta: [{ title: 'Edit Post — ITBD Back Office' }] }),
  component: EditPostPage,
});

function EditPostPage() {
  const { postId } = Route.useParams();
  // A new post's editor becomes its edit page: a fresh form for the saved record.
  return <PostEditor key={postId} postId={Number(postId)} />;
}
