import { TeamArt } from '@/components/art/page-art-parts';
import { preloadParts } from '@/components/deferred';
import { createFileRoute } from '@tanstack/react-router';
import { teamQueries } from '@/api/team';
import { TeamPage } from '@/features/team/team-page';
import { prefetchAll } from '@/lib/route-loading';
import { sitePageHead } from '@/lib/site-pages';

export const Route = createFileRoute('/about/our-team')({
  // In the browser a failure shows in place, with a retry.
  loader: ({ context: { queryClient } }) => Promise.all([prefetchAll(queryClient, [teamQueries.sections()]), preloadParts([TeamArt])]),
  head: () => sitePageHead('ourTeam'),
  component: TeamPage,
});
