import { useSuspenseQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/client';
import { QueryBoundary } from '@/components/query-boundary';
import { renderWithProviders } from '@/test/render';

function Fruit({ load }: { load: () => Promise<string[]> }) {
  const { data } = useSuspenseQuery({ queryKey: ['fruit'], queryFn: load });
  return (
    <ul>
      {data.map((name) => (
        <li key={name}>{name}</li>
      ))}
    </ul>
  );
}

function renderBoundary(load: () => Promise<string[]>) {
  return renderWithProviders(
    <QueryBoundary fallback={<p role="status" aria-label="Loading fruit" />} errorMessage="Failed to load fruit.">
      <Fruit load={load} />
    </QueryBoundary>,
  );
}

describe('QueryBoundary', () => {
  it('shows the skeleton until the data arrives, then the data', async () => {
    let arrive: (fruit: string[]) => void = () => {};
    renderBoundary(() => new Promise((resolve) => (arrive = resolve)));
    expect(screen.getByRole('status', { name: 'Loading fruit' })).toBeInTheDocument();
    arrive(['apple']);
    expect(await screen.findByRole('listitem')).toHaveTextContent('apple');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("shows the place's error message, and its retry fetches again", async () => {
    const load = vi.fn<() => Promise<string[]>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(['pear']);
    const { user } = renderBoundary(load);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load fruit.');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('listitem')).toHaveTextContent('pear');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps the skeleton when the session has ended, while the visitor is sent to log in', async () => {
    const { queryClient } = renderBoundary(() =>
      Promise.reject(new ApiError({ kind: 'http', status: 401, message: 'Unauthenticated', needsSession: true })),
    );
    await waitFor(() => expect(queryClient.getQueryState(['fruit'])?.status).toBe('error'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading fruit' })).toBeInTheDocument();
  });
});
