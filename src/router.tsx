import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { type RouterHistory, createRouter, lazyRouteComponent } from '@tanstack/react-router';
import { createQueryClient } from '@/api/query-client';
import { PagePending } from '@/components/page-pending';
import { routeTree } from '@/routeTree.gen';

export interface RouterContext {
  queryClient: QueryClient;
}

export function createAppRouter({
  queryClient = createQueryClient(),
  history,
}: { queryClient?: QueryClient; history?: RouterHistory } = {}) {
  return createRouter({
    routeTree,
    history,
    context: { queryClient },
    defaultPreload: 'intent',
    // Loaders use ensureQueryData, so TanStack Query decides what is fresh.
    defaultPreloadStaleTime: 0,
    // New pages start at the top, smoothly; back and forward restore the position.
    scrollRestoration: true,
    scrollRestorationBehavior: 'smooth',
    defaultPendingComponent: PagePending,
    // Only shown when something is missing or failed, so loaded only then.
    defaultErrorComponent: lazyRouteComponent(() => import('@/components/route-error'), 'RouteError'),
    defaultNotFoundComponent: lazyRouteComponent(() => import('@/components/not-found'), 'NotFound'),
    Wrap: ({ children }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
