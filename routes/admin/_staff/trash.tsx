import { createFileRoute } from '@tanstack/react-router';
import { trashQueries } from '@/api/admin-site';
import { TrashPage } from '@/features/admin/history-pages';
import { startLoading } from '@/features/admin/loading';

export const Route = createFileRoute('/admin/_staff/trash')({
  loader: ({ context: { queryClient } }) => startLoading(queryClient, [trashQueries.list()]),
  head: () => ({ meta: [{ title: 'Trash — ITBD Back Office' }] }),
  component: TrashPage,
});
