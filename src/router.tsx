import type { DefaultOptions, QueryClient } from '@tanstack/react-query';
import { type ControlledPromise, type RouterHistory, createControlledPromise, createRouter } from '@tanstack/react-router';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import { createQueryClient } from '@/api/query-client';
import { NotFound } from '@/components/not-found';
import { type Auth, createAuth } from '@/features/affiliate/auth';
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
  /** The affiliate's session: the portal's guards and pages read it (no token on the server). */
  auth: Auth;
  /**
   * Settles when React has taken over the server's markup (at once where nothing is
   * hydrated). The portal's guards wait for it: a redirect that lands while React is still
   * hydrating the portal's shell (a Suspense boundary React hydrates after the rest of the
   * page) removes a match React is about to render, and React throws and renders the whole
   * page afresh (TanStack Router 1.170).
   */
  hydrated: ControlledPromise<void>;
}

/** A fresh router and query cache: one per request on the server, one per page in the browser. */
export function createAppRouter({
  history,
  siteUrl = '',
  queryDefaults,
  hydrating = false,
}: { history?: RouterHistory; siteUrl?: string; queryDefaults?: DefaultOptions; hydrating?: boolean } = {}) {
  const queryClient = createQueryClient({
    // Every 401 of a call that needs the session lands here; the first signs out, later ones find no token.
    onSessionEnded: () => {
      if (auth.token !== null) void auth.signOut({ expired: true });
    },
    defaults: queryDefaults,
  });
  const auth = createAuth({
    queryClient,
    showLogin: (search) => router.navigate({ to: '/affiliate-login', search, replace: true }),
    showAccount: (redirect) => (redirect ? router.navigate({ href: redirect }) : router.navigate({ to: '/affiliate-dashboard' })),
    refreshRoutes: () => router.invalidate(),
    currentHref: () => router.latestLocation.href,
  });
  const hydrated = createControlledPromise<void>();
  if (!hydrating) hydrated.resolve();
  const context: RouterContext = { queryClient, siteUrl, auth, hydrated };
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
