import { createFileRoute } from '@tanstack/react-router';
import { jobQueries } from '@/api/admin-jobs';
import { startLoading } from '@/features/admin/loading';
import { backOfficePage, backOfficeHead } from '@/features/admin/page-route';

export const Route = createFileRoute('/admin/_staff/jobs/')({
  loader: ({ context: { queryClient } }) => startLoading(queryClient, [jobQueries.list()]),
  head: backOfficeHead('Jobs'),
  component: backOfficePage('JobsPage'),
});
