import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { careerQueries } from '@/api/career';
import { JobNotFound } from '@/features/career/job-gate';
import { jobHead } from '@/features/career/job-head';
import { JobDescriptionPage } from '@/features/career/job-description';
import { loadJob } from '@/features/career/jobs';
import { loadOrNotFound } from '@/lib/route-loading';

export const Route = createFileRoute('/career/job-description/$slug')({
  loader: async ({ context: { queryClient }, params: { slug } }) => {
    const job = await loadOrNotFound(() => loadJob(queryClient, slug));
    return { jobId: job?.id ?? null };
  },
  // The job is read from the query cache the loader filled, not passed through the loader's data a second time.
  head: ({ loaderData, match: { context, status } }) =>
    jobHead(
      loaderData?.jobId == null ? undefined : context.queryClient.getQueryData(careerQueries.job(loaderData.jobId).queryKey),
      status === 'notFound',
    ),
  // Imported lazily: a pending component named directly is not code-split and would pull the page into the entry.
  pendingComponent: lazyRouteComponent(() => import('@/features/career/job-gate'), 'JobLoading'),
  notFoundComponent: JobNotFound,
  component: JobDescriptionRoute,
});

function JobDescriptionRoute() {
  const { slug } = Route.useParams();
  return <JobDescriptionPage param={slug} />;
}
