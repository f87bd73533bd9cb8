import { createFileRoute } from '@tanstack/react-router';
import { trashQueries } from '@/api/admin-site';
import { startLoading } from '@/features/admin/loading';
import { backOfficePage, backOfficeHead } from '@/features/admin/page-route';

export const Route = createFileRoute('/admin/_staff/trash')({
  loader: ({ context: { queryClient } }) => startLoading(queryClient, [trashQueries.list()]),
  head: backOfficeHead('Trash'),
  component: backOfficePage('TrashPage'),
});
