import { createFileRoute } from '@tanstack/react-router';
import { jobQueries } from '@/api/admin-jobs';
import { JobEditor } from '@/features/admin/jobs';

export const Route = createFileRoute('/admin/_staff/jobs/new')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(jobQueries.list()),
  head: () => ({ meta: [{ title: 'New Job — ITBD Back Office' }] }),
  component: NewJobPage,
});

function NewJobPage() {
  return <JobEditor jobId={null} />;
}
