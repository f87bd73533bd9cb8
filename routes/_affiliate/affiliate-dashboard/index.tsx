import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { affiliateQueries } from '@/api/affiliate';
import { referralQueries } from '@/api/referrals';
import { AffiliateDashboard } from '@/features/affiliate/affiliate-dashboard';
import { DASHBOARD_SEARCH_DEFAULTS, DashboardSearch, summaryPeriod } from '@/features/affiliate/transactions';
import { prefetchAll } from '@/lib/route-loading';
import { sitePageHead } from '@/lib/site-pages';

export const Route = createFileRoute('/_affiliate/affiliate-dashboard/')({
  validateSearch: DashboardSearch,
  search: { middlewares: [stripSearchParams(DASHBOARD_SEARCH_DEFAULTS)] },
  loaderDeps: ({ search: { period } }) => ({ period }),
  // Started, not awaited (src/lib/route-loading.ts): the page shows its own skeletons, and a 401 ends the session.
  loader: ({ context: { queryClient }, deps: { period } }) =>
    prefetchAll(queryClient, [affiliateQueries.dashboard(), affiliateQueries.transactions(), referralQueries.summary(summaryPeriod(period))]),
  // Period and page change on the client; the data is fetched once per visit.
  shouldReload: false,
  head: () => sitePageHead('affiliateDashboard'),
  component: AffiliateDashboardPage,
});

function AffiliateDashboardPage() {
  return <AffiliateDashboard />;
}
