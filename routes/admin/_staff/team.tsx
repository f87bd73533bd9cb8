import { createFileRoute } from '@tanstack/react-router';
import { teamQueries } from '@/api/admin-team';
import { startLoading } from '@/features/admin/loading';
import { TeamPage } from '@/features/admin/team';

export const Route = createFileRoute('/admin/_staff/team')({
  loader: ({ context: { queryClient } }) => startLoading(queryClient, [teamQueries.list()]),
  head: () => ({ meta: [{ title: 'Team — ITBD Back Office' }] }),
  component: TeamPage,
});
