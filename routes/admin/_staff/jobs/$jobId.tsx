import { createFileRoute } from '@tanstack/react-router';
import { jobQueries } from '@/api/admin-jobs';
import { JobEditor } from '@/features/admin/jobs';

export const Route = createFileRoute('/admin/_staff/jobs/$jobId')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(jobQueries.list()),
  head: () => ({ meta: [{ title: 'Edit Job — ITBD Back Office' }] }),
  component: EditJobPage,
});

function EditJobPage() {
  const { jobId } = Route.useParams();
  return <JobEditor key={jobId} jobId={Number(jobId)} />;
}
