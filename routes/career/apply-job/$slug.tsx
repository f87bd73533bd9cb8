import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { careerQueries } from '@/api/career';
import { ApplyJobPage } from '@/features/career/apply-job';
import { JobFailed, JobNotFound } from '@/features/career/job-states';
import { pageHead } from '@/lib/head';
import { loadSubject } from '@/lib/route-loading';

export const Route = createFileRoute('/career/apply-job/$slug')({
  loader: ({ context: { queryClient }, params: { slug } }) => loadSubject(queryClient, careerQueries.job(slug)),
  // The job is read from the query cache the loader filled.
  head: ({ params, match: { context } }) => {
    const title = context.queryClient.getQueryData(careerQueries.job(params.slug).queryKey)?.job_title;
    return pageHead(
      title ? `Apply: ${title} — Career` : 'Apply for a job — Career',
      'Apply for a position at ITBD: your details, a short summary and your resume.',
    );
  },
  // Imported lazily: a pending component named directly is not code-split and would pull the page into the entry.
  pendingComponent: lazyRouteComponent(() => import('@/features/career/job-states'), 'JobLoading'),
  errorComponent: JobFailed,
  notFoundComponent: JobNotFound,
  component: ApplyJobRoute,
});

function ApplyJobRoute() {
  const { slug } = Route.useParams();
  return <ApplyJobPage param={slug} />;
}
