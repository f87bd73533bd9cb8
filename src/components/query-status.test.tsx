import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/client';
import { QueryStatus } from '@/components/query-status';
import { renderWithProviders } from '@/test/render';

type Query = Parameters<typeof QueryStatus<string[]>>[0]['query'];

const pending: Query = { data: undefined, isError: false, error: null, refetch: vi.fn() };
const failed = (error: Error): Query => ({ data: undefined, isError: true, error, refetch: vi.fn() });
const loaded = (data: string[], failedRefetch = false): Query => ({
  data,
  isError: failedRefetch,
  error: failedRefetch ? new Error('offline') : null,
  refetch: vi.fn(),
});

function renderStatus(query: Query, props: Partial<Parameters<typeof QueryStatus<string[]>>[0]> = {}) {
  return renderWithProviders(
    <QueryStatus
      query={query}
      skeleton={<p role="status" aria-label="Loading fruit" />}
      errorMessage="Failed to load fruit."
      emptyMessage="No fruit found."
      {...props}
    >
      {(fruit) => <ul>{fruit.map((name) => <li key={name}>{name}</li>)}</ul>}
    </QueryStatus>,
  );
}

describe('QueryStatus', () => {
  it('shows the skeleton until the first data arrives', () => {
    renderStatus(pending);
    expect(screen.getByRole('status', { name: 'Loading fruit' })).toBeInTheDocument();
  });

  it("shows the place's error message with a retry that refetches", async () => {
    const query = failed(new Error('offline'));
    const { user } = renderStatus(query);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load fruit.');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(query.refetch).toHaveBeenCalledOnce();
  });

  it('keeps the skeleton when the session has ended, while the visitor is sent to log in', () => {
    renderStatus(failed(new ApiError({ kind: 'http', status: 401, message: 'Unauthenticated', needsSession: true })));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading fruit' })).toBeInTheDocument();
  });

  it('shows the empty message and its action for an empty list', () => {
    renderStatus(loaded([]), { emptyAction: <a href="/fruit">See All Fruit</a> });
    expect(screen.getByRole('status')).toHaveTextContent('No fruit found.');
    expect(screen.getByRole('link', { name: 'See All Fruit' })).toBeInTheDocument();
  });

  it('asks isEmpty whether the data counts as nothing to show', () => {
    renderStatus(loaded(['apple']), { isEmpty: (fruit) => !fruit.includes('mango') });
    expect(screen.getByRole('status')).toHaveTextContent('No fruit found.');
  });

  it('renders the data, and keeps it when a background refetch fails', () => {
    renderStatus(loaded(['apple', 'mango'], true));
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['apple', 'mango']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('puts its messages in the frame it is given', () => {
    renderStatus(failed(new Error('offline')), { messageFrame: (message) => <section aria-label="Fruit">{message}</section> });
    expect(screen.getByRole('region', { name: 'Fruit' })).toHaveTextContent('Failed to load fruit.');
  });
});
