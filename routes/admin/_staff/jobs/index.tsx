import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { jobQueries } from '@/api/admin-jobs';
import { startLoading } from '@/features/admin/loading';

export const Route = createFileRoute('/admin/_staff/jobs/')({
  loader: ({ context: { queryClient } }) => startLoading(queryClient, [jobQueries.list()]),
  head: () => ({ meta: [{ title: 'Jobs — ITBD Back Office' }] }),
  component: lazyRouteComponent(() => import('@/features/admin/back-office-pages'), 'JobsPage'),
});
