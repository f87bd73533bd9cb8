import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { jobQueries } from '@/api/admin-jobs';

export const Route = createFileRoute('/admin/_staff/jobs/$jobId')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(jobQueries.list()),
  head: () => ({ meta: [{ title: 'Edit Job — ITBD Back Office' }] }),
  component: lazyRouteComponent(() => import('@/features/admin/back-office-pages'), 'EditJobPage'),
});
