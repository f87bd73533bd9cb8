import { createFileRoute } from '@tanstack/react-router';
import { staffQueries } from '@/api/admin-staff';
import { startLoading } from '@/features/admin/loading';
import { backOfficePage, backOfficeHead } from '@/features/admin/page-route';

export const Route = createFileRoute('/admin/_staff/staff')({
  loader: ({ context: { queryClient } }) => startLoading(queryClient, [staffQueries.list()]),
  head: backOfficeHead('Staff'),
  component: backOfficePage('StaffPage'),
});
