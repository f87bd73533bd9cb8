import { createFileRoute } from '@tanstack/react-router';
import { programmeQueries } from '@/api/admin-referrals';
import { startLoading } from '@/features/admin/loading';
import { backOfficePage, backOfficeHead } from '@/features/admin/page-route';

export const Route = createFileRoute('/admin/_staff/commissions')({
  loader: ({ context: { queryClient } }) => startLoading(queryClient, [programmeQueries.commissions(undefined, 1)]),
  head: backOfficeHead('Commissions'),
  component: backOfficePage('CommissionsPage'),
});
