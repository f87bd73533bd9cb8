import { createFileRoute } from '@tanstack/react-router';
import { programmeQueries } from '@/api/admin-referrals';
import { startLoading } from '@/features/admin/loading';
import { backOfficePage, backOfficeHead } from '@/features/admin/page-route';

export const Route = createFileRoute('/admin/_staff/payouts')({
  loader: ({ context: { queryClient } }) => startLoading(queryClient, [programmeQueries.payouts(undefined, 1)]),
  head: backOfficeHead('Payouts'),
  component: backOfficePage('PayoutsPage'),
});
