import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useDeferredQuery } from '@/lib/use-deferred-query';

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const useDeferred = (queryFn: () => Promise<string[]>) =>
  useDeferredQuery(useQuery({ queryKey: ['items'], queryFn }));

describe('useDeferredQuery', () => {
  it('is pending until the data has arrived, then succeeds with it', async () => {
    const { result } = renderHook(() => useDeferred(() => Promise.resolve(['a', 'b'])), { wrapper });
    expect(result.current).toMatchObject({ isPending: true, isSuccess: false, data: undefined });
    await waitFor(() => expect(result.current).toMatchObject({ isPending: false, isSuccess: true, data: ['a', 'b'] }));
  });

  it('reports a failure as soon as it happens', async () => {
    const { result } = renderHook(() => useDeferred(() => Promise.reject(new Error('down'))), { wrapper });
    await waitFor(() => expect(result.current).toMatchObject({ isPending: false, isError: true }));
  });
});
