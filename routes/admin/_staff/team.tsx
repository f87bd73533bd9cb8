import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { teamQueries } from '@/api/admin-team';
import { startLoading } from '@/features/admin/loading';

export const Route = createFileRoute('/admin/_staff/team')({
  loader: ({ context: { queryClient } }) => startLoading(queryClient, [teamQueries.list()]),
  head: () => ({ meta: [{ title: 'Team — ITBD Back Office' }] }),
  component: lazyRouteComponent(() => import('@/features/admin/back-office-pages'), 'TeamPage'),
});
