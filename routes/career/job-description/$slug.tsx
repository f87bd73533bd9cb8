import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { careerQueries } from '@/api/career';
import { JobFailed, JobNotFound } from '@/features/career/job-states';
import { jobHead } from '@/features/career/job-head';
import { JobDescriptionPage } from '@/features/career/job-description';
import { loadSubject } from '@/lib/route-loading';

export const Route = createFileRoute('/career/job-description/$slug')({
  loader: ({ context: { queryClient }, params: { slug } }) => loadSubject(queryClient, careerQueries.job(slug)),
  // The job is read from the query cache the loader filled, not passed through the loader's data a second time.
  head: ({ params, match: { context, status } }) =>
    jobHead(context.queryClient.getQueryData(careerQueries.job(params.slug).queryKey), status === 'notFound'),
  // Imported lazily: a pending component named directly is not code-split and would pull the page into the entry.
  pendingComponent: lazyRouteComponent(() => import('@/features/career/job-states'), 'JobLoading'),
  errorComponent: JobFailed,
  notFoundComponent: JobNotFound,
  component: JobDescriptionRoute,
});

function JobDescriptionRoute() {
  const { slug } = Route.useParams();
  return <JobDescriptionPage param={slug} />;
}
