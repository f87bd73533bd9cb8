import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { programmeQueries } from '@/api/admin-referrals';
import { startLoading } from '@/features/admin/loading';

export const Route = createFileRoute('/admin/_staff/payouts')({
  loader: ({ context: { queryClient } }) => startLoading(queryClient, [programmeQueries.payouts(undefined, 1)]),
  head: () => ({ meta: [{ title: 'Payouts — ITBD Back Office' }] }),
  component: lazyRouteComponent(() => import('@/features/admin/back-office-pages'), 'PayoutsPage'),
});
