import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { ApplyJobPage } from '@/features/career/apply-job';
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
  // Imported lazily: a pending component named directly is not code-split and would pull the page into the entry.
  pendingComponent: lazyRouteComponent(() => import('@/features/career/job-gate'), 'JobLoading'),
  component: ApplyJobRoute,
});

function ApplyJobRoute() {
  const { slug } = Route.useParams();
  return <ApplyJobPage param={slug} />;
}
