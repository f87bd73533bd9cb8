import { createFileRoute } from '@tanstack/react-router';
import { programmeQueries } from '@/api/admin-referrals';
import { startLoading } from '@/features/admin/loading';
import { backOfficePage, backOfficeHead } from '@/features/admin/page-route';

export const Route = createFileRoute('/admin/_staff/programme')({
  loader: ({ context: { queryClient } }) => startLoading(queryClient, [programmeQueries.settings(), programmeQueries.affiliates(1)]),
  head: backOfficeHead('Affiliate Programme'),
  component: backOfficePage('ProgrammePage'),
});
