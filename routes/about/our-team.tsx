import { createFileRoute } from '@tanstack/react-router';
import { teamQueries } from '@/api/team';
import { pageHead } from '@/features/marketing/page-head';
import { TeamPage } from '@/features/team/team-page';

export const Route = createFileRoute('/about/our-team')({
  // Not awaited: the page shows its own skeleton, error and empty states.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(teamQueries.sections());
  },
  head: () =>
    pageHead('Our Team', 'Meet the ITBD team: the engineers, designers, marketers and project leads behind our clients’ projects.'),
  component: TeamPage,
});
