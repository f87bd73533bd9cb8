import { createFileRoute } from '@tanstack/react-router';
import { teamQueries } from '@/api/team';
import { TeamPage } from '@/features/team/team-page';
import { prefetchAll } from '@/lib/route-loading';
import { sitePageHead } from '@/lib/site-pages';

export const Route = createFileRoute('/about/our-team')({
  // In the browser a failure shows in place, with a retry.
  loader: ({ context: { queryClient } }) => prefetchAll(queryClient, [teamQueries.sections()]),
  head: () => sitePageHead('ourTeam'),
  component: TeamPage,
});
