import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyPart, retryableLazy } from '@/components/lazy-part';
import { renderWithProviders as render } from '@/test/render';

/** A lazily loaded part whose import fails until `available` is set, as a blocked or removed chunk does. */
function flakyPart() {
  const state = { available: false, attempts: 0 };
  const Part = retryableLazy(async () => {
    state.attempts += 1;
    if (!state.available) throw new TypeError('Failed to fetch dynamically imported module: /assets/part-x.js');
    return { default: ({ text }: { text: string }) => <p>{text}</p> };
  });
  return { Part, state };
}

describe('LazyPart', () => {
  afterEach(() => vi.restoreAllMocks());

  /** React reports an error its boundary caught on the console; here that is the point. */
  const quietErrors = () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    return vi.spyOn(console, 'warn').mockImplementation(() => {});
  };

  it('shows the part once its code has loaded', async () => {
    const { Part, state } = flakyPart();
    state.available = true;
    render(
      <LazyPart label="the part">
        <Part text="loaded" />
      </LazyPart>,
    );
    expect(await screen.findByText('loaded')).toBeInTheDocument();
  });

  it('renders a part whose code is already in at once, without suspending', async () => {
    const { Part, state } = flakyPart();
    state.available = true;
    await Part.preload();
    render(
      <LazyPart label="the part">
        <Part text="loaded" />
      </LazyPart>,
    );
    expect(screen.getByText('loaded')).toBeInTheDocument();
    expect(state.attempts).toBe(1);
  });

  it('keeps the rest of the page when the code fails, and loads it again on retry', async () => {
    const warn = quietErrors();
    const { Part, state } = flakyPart();
    render(
      <main>
        <h1>The page</h1>
        <LazyPart label="the part">
          <Part text="loaded" />
        </LazyPart>
      </main>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Couldn't load the part.");
    expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('Could not load the part:', expect.any(TypeError));

    // Still failing: the retry is offered again, without a loop.
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(state.attempts).toBe(2);

    state.available = true;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('loaded')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(state.attempts).toBe(3);
  });

  it('shows nothing, and no retry, for a part the page reads well without', async () => {
    quietErrors();
    const { Part } = flakyPart();
    render(
      <>
        <h1>The page</h1>
        <LazyPart label="the carousel" quiet>
          <Part text="loaded" />
        </LazyPart>
      </>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
  });
});
