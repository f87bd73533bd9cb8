import { createFileRoute } from '@tanstack/react-router';
import { jobQueries } from '@/api/admin-jobs';
import { backOfficePage, backOfficeHead } from '@/features/admin/page-route';

export const Route = createFileRoute('/admin/_staff/jobs/new')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(jobQueries.list()),
  head: backOfficeHead('New Job'),
  component: backOfficePage('NewJobPage'),
});
