import { createFileRoute } from '@tanstack/react-router';
import { teamQueries } from '@/api/team';
import { pageHead } from '@/lib/head';
import { TeamPage } from '@/features/team/team-page';
import { prefetchAll } from '@/lib/route-loading';

export const Route = createFileRoute('/about/our-team')({
  // In the browser a failure shows in place, with a retry.
  loader: ({ context: { queryClient } }) => prefetchAll(queryClient, [teamQueries.sections()]),
  head: () =>
    pageHead('Our Team', 'Meet the ITBD team: the engineers, designers, marketers and project leads behind our clients’ projects.'),
  component: TeamPage,
});
