import { createFileRoute } from '@tanstack/react-router';
import { teamQueries } from '@/api/admin-team';
import { startLoading } from '@/features/admin/loading';
import { backOfficePage, backOfficeHead } from '@/features/admin/page-route';

export const Route = createFileRoute('/admin/_staff/team')({
  loader: ({ context: { queryClient } }) => startLoading(queryClient, [teamQueries.list()]),
  head: backOfficeHead('Team'),
  component: backOfficePage('TeamPage'),
});
