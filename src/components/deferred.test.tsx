import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred, preloadParts } from '@/components/deferred';
import { renderWithProviders as render } from '@/test/render';

/** A part with state, so hydration shows: its button counts clicks only once React has taken it over. */
function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

/** A deferred part whose chunk arrives when the test says so, as a network would deliver it. */
function pendingPart() {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const Part = deferred('the counter', () => arrived.then(() => ({ default: Counter })));
  return { Part, arrive };
}

describe('deferred', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  it("renders in place on the server once the route's loader has preloaded it", async () => {
    const Part = deferred('the counter', async () => ({ default: Counter }));
    // Without the loader's preload the server's one-pass render would send the part empty.
    expect(renderToString(<Part label="Clicks" />)).not.toContain('<button');
    await preloadParts([Part]);
    expect(renderToString(<Part label="Clicks" />)).toMatch(/^<!--\$--><button type="button">Clicks.*0<\/button><!--\/\$-->$/);
  });

  it("keeps the server's HTML while its chunk downloads, then hydrates it without a mismatch", async () => {
    const onServer = deferred('the counter', async () => ({ default: Counter }));
    await onServer.preload();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<main>{createElementOf(onServer)}</main>);
    document.body.append(container);

    // In the browser the part's module has not been loaded yet.
    const { Part, arrive } = pendingPart();
    const errors = vi.spyOn(console, 'error');
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, <main>{createElementOf(Part)}</main>, { onRecoverableError: recoverable });
    });
    const button = screen.getByRole('button', { name: 'Clicks 0' });
    expect(button).toBeInTheDocument();

    await act(async () => arrive());
    await userEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button', { name: 'Clicks 1' })).toBe(button);
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
  });

  it('offers a retry when its chunk cannot be loaded, and the rest of the page stays', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let available = false;
    const Part = deferred('the counter', async () => {
      if (!available) throw new TypeError('Failed to fetch dynamically imported module: /assets/counter-x.js');
      return { default: Counter };
    });
    render(
      <main>
        <h1>Page</h1>
        {createElementOf(Part)}
      </main>,
    );
    expect(screen.getByRole('heading', { name: 'Page' })).toBeInTheDocument();
    expect(await screen.findByText("Couldn't load the counter.")).toBeInTheDocument();

    available = true;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Clicks 0' })).toBeInTheDocument();
  });
  it('shows nothing in place of a quiet part (a drawing) whose chunk cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const Part = deferred(
      'the illustration',
      async (): Promise<{ default: typeof Counter }> => {
        throw new TypeError('Failed to fetch dynamically imported module: /assets/art-x.js');
      },
      { quiet: true },
    );
    render(
      <main>
        <h1>Page</h1>
        {createElementOf(Part)}
      </main>,
    );
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.queryByText(/Couldn't load/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Page' })).toBeInTheDocument();
  });
});

function createElementOf(Part: ReturnType<typeof deferred<typeof Counter>>) {
  return <Part label="Clicks" />;
}
