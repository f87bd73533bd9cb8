import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import * as v from 'valibot';
import { affiliateQueries } from '@/api/affiliate';
import { referralQueries } from '@/api/referrals';
import { AffiliateDashboard } from '@/features/affiliate/affiliate-dashboard';
import { DASHBOARD_SEARCH_DEFAULTS, DashboardSearch, summaryPeriod } from '@/features/affiliate/transactions';
import { sitePageHead } from '@/lib/site-pages';

export const Route = createFileRoute('/_affiliate/affiliate-dashboard/')({
  validateSearch: DashboardSearch,
  search: { middlewares: [stripSearchParams(DASHBOARD_SEARCH_DEFAULTS)] },
  // Not awaited: the page shows its own skeletons, and a 401 ends the session instead of raising the error page.
  loader: ({ context: { queryClient }, location }) => {
    void queryClient.prefetchQuery(affiliateQueries.dashboard());
    void queryClient.prefetchQuery(affiliateQueries.transactions());
    void queryClient.prefetchQuery(referralQueries.summary(summaryPeriod(v.parse(DashboardSearch, location.search).period)));
  },
  // Period and page change on the client; the data is fetched once per visit.
  shouldReload: false,
  head: () => sitePageHead('affiliateDashboard'),
  component: AffiliateDashboardPage,
});

function AffiliateDashboardPage() {
  return <AffiliateDashboard />;
}
