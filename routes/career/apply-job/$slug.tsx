import { createFileRoute } from '@tanstack/react-router';
import { ApplyJobPage } from '@/features/career/apply-job';
import { JobLoading } from '@/features/career/job-gate';
import { loadJob } from '@/features/career/jobs';

export const Route = createFileRoute('/career/apply-job/$slug')({
  // Failures are not thrown: the page shows the not-found or failure state in place.
  loader: async ({ context: { queryClient }, params: { slug } }) => {
    const job = await loadJob(queryClient, slug).catch(() => null);
    return { title: job?.job_title ?? null };
  },
  head: ({ loaderData }) => ({
    meta: [
      { title: `${loaderData?.title ? `Apply: ${loaderData.title}` : 'Apply for a job'} — Career — ITBD` },
      { name: 'description', content: 'Apply for a position at ITBD: your details, a short summary and your resume.' },
    ],
  }),
  pendingComponent: JobLoading,
  component: ApplyJobRoute,
});

function ApplyJobRoute() {
  const { slug } = Route.useParams();
  return <ApplyJobPage param={slug} />;
}
