import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { ApplyJobPage } from '@/features/career/apply-job';
import { JobNotFound } from '@/features/career/job-gate';
import { loadJob } from '@/features/career/jobs';
import { pageHead } from '@/lib/head';
import { loadOrNotFound } from '@/lib/route-loading';

export const Route = createFileRoute('/career/apply-job/$slug')({
  loader: async ({ context: { queryClient }, params: { slug } }) => {
    const job = await loadOrNotFound(() => loadJob(queryClient, slug));
    return { title: job?.job_title ?? null };
  },
  head: ({ loaderData }) =>
    pageHead(
      loaderData?.title ? `Apply: ${loaderData.title} — Career` : 'Apply for a job — Career',
      'Apply for a position at ITBD: your details, a short summary and your resume.',
    ),
  // Imported lazily: a pending component named directly is not code-split and would pull the page into the entry.
  pendingComponent: lazyRouteComponent(() => import('@/features/career/job-gate'), 'JobLoading'),
  notFoundComponent: JobNotFound,
  component: ApplyJobRoute,
});

function ApplyJobRoute() {
  const { slug } = Route.useParams();
  return <ApplyJobPage param={slug} />;
}
