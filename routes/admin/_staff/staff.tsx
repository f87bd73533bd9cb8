import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { staffQueries } from '@/api/admin-staff';
import { startLoading } from '@/features/admin/loading';

export const Route = createFileRoute('/admin/_staff/staff')({
  loader: ({ context: { queryClient } }) => startLoading(queryClient, [staffQueries.list()]),
  head: () => ({ meta: [{ title: 'Staff — ITBD Back Office' }] }),
  component: lazyRouteComponent(() => import('@/features/admin/back-office-pages'), 'StaffPage'),
});
