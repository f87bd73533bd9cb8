import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { act, render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Toaster } from 'sonner';
import { beforeAll } from 'vitest';
import { SiteMantineProvider } from '@/components/site-mantine-provider';
import { createAppRouter } from '@/router';

/** No retries, and data kept for the whole test. */
const TEST_QUERY_DEFAULTS = { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } };

export function createTestQueryClient() {
  return new QueryClient({ defaultOptions: TEST_QUERY_DEFAULTS });
}

function Providers({ children, queryClient }: { children: ReactNode; queryClient: QueryClient }) {
  return (
    <SiteMantineProvider>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      <Toaster />
    </SiteMantineProvider>
  );
}

/** Renders a component with Mantine, a fresh QueryClient and a toaster (kept around it by `rerender`). */
export function renderWithProviders(ui: ReactElement, { queryClient = createTestQueryClient() } = {}) {
  const user = userEvent.setup();
  const wrapper = ({ children }: { children: ReactNode }) => <Providers queryClient={queryClient}>{children}</Providers>;
  return { user, queryClient, ...render(ui, { wrapper }) };
}

let documentListens = false;

/**
 * React adds its event listeners to a root's container once, and marks it. A root in a
 * <div> marks the document as well (for `selectionchange` only), so a later root in the
 * document itself would get no listeners and no clicks: the mark goes before the first.
 */
function letDocumentListen() {
  if (documentListens) return;
  documentListens = true;
  for (const key of Object.keys(document)) if (key.startsWith('_reactListening')) Reflect.deleteProperty(document, key);
}

/**
 * Renders the real route tree at a URL with a memory history, and waits for its
 * loaders (`settle: false` does not: for a route's pending state). The root route
 * renders the whole document (`<html>`, its head and Mantine's provider), so it goes
 * into the document rather than a container.
 */
export async function renderRoute(url: string, { settle = true } = {}) {
  const router = createAppRouter({ queryDefaults: TEST_QUERY_DEFAULTS, history: createMemoryHistory({ initialEntries: [url] }) });
  const { queryClient } = router.options.context;
  const user = userEvent.setup();
  letDocumentListen();
  const view = await act(async () => render(<RouterProvider router={router} />, { container: document as unknown as HTMLElement }));
  // Guards redirect and loaders fetch before the page settles.
  if (settle) await waitFor(() => {
    if (router.state.status !== 'idle' || router.state.isLoading) throw new Error('The router is still loading');
    // The first route of a file also loads its code-split chunk, which is slow on a busy machine.
    if (!document.querySelector('footer')) throw new Error('The page has not rendered yet');
  }, { timeout: 10_000 });
  return { user, router, queryClient, ...view };
}

type RouteId = keyof ReturnType<typeof createAppRouter>['routesById'];

/**
 * Loads the routes' code-split chunks once before the file's tests: otherwise the
 * first test pays for them, which can outlast its timeout on a busy machine.
 */
export function preloadRouteChunks(...routeIds: RouteId[]) {
  beforeAll(async () => {
    const router = createAppRouter();
    await Promise.all(routeIds.map((id) => router.loadRouteChunk(router.routesById[id])));
  });
}

/** Renders `tree` to HTML as the server would: reading the window's size or media queries throws, as they are not there. */
function renderOnServer(tree: ReactElement): string {
  const { matchMedia } = window;
  const innerWidth = Object.getOwnPropertyDescriptor(window, 'innerWidth');
  const absent = (name: string) => () => {
    throw new Error(`${name} was read while rendering on the server`);
  };
  window.matchMedia = absent('matchMedia');
  Object.defineProperty(window, 'innerWidth', { configurable: true, get: absent('innerWidth') });
  try {
    return renderToString(tree);
  } finally {
    window.matchMedia = matchMedia;
    if (innerWidth) Object.defineProperty(window, 'innerWidth', innerWidth);
  }
}

/** `ui` as the one route of a router of its own, with Mantine and a QueryClient around it. */
async function inRouter(ui: ReactElement, queryClient: QueryClient) {
  const router = createRouter({ routeTree: createRootRoute({ component: () => ui }), history: createMemoryHistory() });
  await router.load();
  return (
    <SiteMantineProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </SiteMantineProvider>
  );
}

/**
 * Renders `ui` to HTML as the server does, then hydrates that HTML as the browser
 * does (in a router of its own, with Mantine and a QueryClient). `recovered` lists
 * what React could not hydrate and rendered afresh; an attribute that differs is a
 * console.error, which fails the test.
 */
export async function renderHydrated(ui: ReactElement, { queryClient = createTestQueryClient() } = {}) {
  const tree = await inRouter(ui, queryClient);
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderOnServer(tree);
  const serverHtml = container.innerHTML;
  const recovered: unknown[] = [];
  const view = await act(async () =>
    render(tree, { container, hydrate: true, onRecoverableError: (error) => void recovered.push(error) }),
  );
  return { serverHtml, recovered, queryClient, ...view };
}
