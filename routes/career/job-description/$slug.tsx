import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { JobDescriptionPage } from '@/features/career/job-description';
import { loadJob } from '@/features/career/jobs';

export const Route = createFileRoute('/career/job-description/$slug')({
  // Failures are not thrown: the page shows the not-found or failure state in place.
  loader: async ({ context: { queryClient }, params: { slug } }) => {
    const job = await loadJob(queryClient, slug).catch(() => null);
    return { title: job?.job_title ?? null, location: job?.location ?? null };
  },
  head: ({ loaderData }) => ({
    meta: [
      { title: `${loaderData?.title ?? 'Job description'} — Career — ITBD` },
      {
        name: 'description',
        content: loaderData?.title
          ? `${loaderData.title} at ITBD${loaderData.location ? `, ${loaderData.location}` : ''}: responsibilities, requirements, salary and how to apply.`
          : 'A position at ITBD: responsibilities, requirements, salary and how to apply.',
      },
    ],
  }),
  // Imported lazily: a pending component named directly is not code-split and would pull the page into the entry.
  pendingComponent: lazyRouteComponent(() => import('@/features/career/job-gate'), 'JobLoading'),
  component: JobDescriptionRoute,
});

function JobDescriptionRoute() {
  const { slug } = Route.useParams();
  return <JobDescriptionPage param={slug} />;
}
