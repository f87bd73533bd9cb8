import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { act, render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { Toaster } from 'sonner';
import { createAppRouter } from '@/router';
import { theme } from '@/theme';

export function createTestQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

function Providers({ children, queryClient }: { children: ReactNode; queryClient: QueryClient }) {
  return (
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      <Toaster />
    </MantineProvider>
  );
}

/** Renders a component with Mantine, a fresh QueryClient and a toaster. */
export function renderWithProviders(ui: ReactElement, { queryClient = createTestQueryClient() } = {}) {
  const user = userEvent.setup();
  return { user, queryClient, ...render(<Providers queryClient={queryClient}>{ui}</Providers>) };
}

/** Renders the real route tree at a URL with a memory history. */
export async function renderRoute(url: string, { queryClient = createTestQueryClient() } = {}) {
  const router = createAppRouter({ queryClient, history: createMemoryHistory({ initialEntries: [url] }) });
  const user = userEvent.setup();
  const view = await act(async () =>
    render(
      <MantineProvider theme={theme}>
        <RouterProvider router={router} />
      </MantineProvider>,
    ),
  );
  // Guards redirect and loaders fetch before the page settles.
  await waitFor(() => {
    if (router.state.status !== 'idle' || router.state.isLoading) throw new Error('The router is still loading');
    // The first route of a file also loads its code-split chunk, which is slow on a busy machine.
    // The footer comes in a second pass after the page (site-layout.tsx).
    if (!document.querySelector('footer')) throw new Error('The footer has not arrived yet');
  }, { timeout: 10_000 });
  return { user, router, queryClient, ...view };
}
