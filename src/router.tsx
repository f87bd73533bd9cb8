import type { QueryClient } from '@tanstack/react-query';
import { type RouterHistory, createRouter } from '@tanstack/react-router';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import { createQueryClient } from '@/api/query-client';
import { NotFound } from '@/components/not-found';
import { PagePending } from '@/components/page-pending';
import { RouteError } from '@/components/route-error';
import { routeTree } from '@/routeTree.gen';

export interface RouterContext {
  queryClient: QueryClient;
  /**
   * The site's public origin, for canonical and Open Graph addresses: SITE_URL or the
   * request's origin on the server, handed to the browser with the page.
   */
  siteUrl: string;
}

/** A fresh router and query cache: one per request on the server, one per page in the browser. */
export function createAppRouter({
  queryClient = createQueryClient(),
  history,
  siteUrl = '',
}: { queryClient?: QueryClient; history?: RouterHistory; siteUrl?: string } = {}) {
  const context: RouterContext = { queryClient, siteUrl };
  const router = createRouter({
    routeTree,
    history,
    context,
    defaultPreload: 'intent',
    // Loaders use ensureQueryData, so TanStack Query decides what is fresh.
    defaultPreloadStaleTime: 0,
    // New pages start at the top, smoothly; back and forward restore the position.
    scrollRestoration: true,
    scrollRestorationBehavior: 'smooth',
    defaultPendingComponent: PagePending,
    // Part of the entry: the server renders them synchronously with a 404 or 503.
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: NotFound,
    dehydrate: () => ({ siteUrl: context.siteUrl }),
    hydrate: (dehydrated: { siteUrl?: string }) => {
      context.siteUrl = dehydrated.siteUrl ?? '';
    },
  });
  // Sends the query cache the loaders filled with the page, and provides the client to React.
  setupRouterSsrQueryIntegration({ router, queryClient });
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
