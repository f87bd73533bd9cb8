import { createFileRoute } from '@tanstack/react-router';
import { staffQueries } from '@/api/admin-staff';
import { startLoading } from '@/features/admin/loading';
import { StaffPage } from '@/features/admin/staff-page';

export const Route = createFileRoute('/admin/_staff/staff')({
  loader: ({ context: { queryClient } }) => startLoading(queryClient, [staffQueries.list()]),
  head: () => ({ meta: [{ title: 'Staff — ITBD Back Office' }] }),
  component: StaffPage,
});
