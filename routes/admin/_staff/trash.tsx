import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { trashQueries } from '@/api/admin-site';
import { startLoading } from '@/features/admin/loading';

export const Route = createFileRoute('/admin/_staff/trash')({
  loader: ({ context: { queryClient } }) => startLoading(queryClient, [trashQueries.list()]),
  head: () => ({ meta: [{ title: 'Trash — ITBD Back Office' }] }),
  component: lazyRouteComponent(() => import('@/features/admin/back-office-pages'), 'TrashPage'),
});
