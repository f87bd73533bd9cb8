import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { programmeQueries } from '@/api/admin-referrals';
import { startLoading } from '@/features/admin/loading';

export const Route = createFileRoute('/admin/_staff/programme')({
  loader: ({ context: { queryClient } }) => startLoading(queryClient, [programmeQueries.settings(), programmeQueries.affiliates(1)]),
  head: () => ({ meta: [{ title: 'Affiliate Programme — ITBD Back Office' }] }),
  component: lazyRouteComponent(() => import('@/features/admin/back-office-pages'), 'ProgrammePage'),
});
