import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEffect, useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LazyOverlay, useOverlayIntent } from '@/components/lazy-overlay';

/** Records every `opened` it is rendered with, as an overlay's transition would see them. */
function Probe({ opened, seen }: { opened: boolean; seen: boolean[] }) {
  const last = useRef<boolean | null>(null);
  useEffect(() => {
    if (last.current !== opened) seen.push(opened);
    last.current = opened;
  });
  return <p>{opened ? 'open' : 'closed'}</p>;
}

/** The overlay's code, arriving when the test says so. */
function codeOnDemand() {
  let arrive: () => void = () => {};
  const load = vi.fn(() => new Promise<void>((resolve) => (arrive = resolve)));
  return { load, arrive: () => act(async () => arrive()) };
}

const loaded = () => Promise.resolve();

describe('LazyOverlay', () => {
  it('renders nothing, and fetches nothing, until the overlay is wanted', () => {
    const { load } = codeOnDemand();
    render(<LazyOverlay opened={false} load={load}>{() => <p>overlay</p>}</LazyOverlay>);
    expect(screen.queryByText('overlay')).not.toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('mounts the overlay only once its code is in, so it renders at once', async () => {
    const { load, arrive } = codeOnDemand();
    render(<LazyOverlay opened load={load}>{(opened) => <p>{opened ? 'open' : 'closed'}</p>}</LazyOverlay>);
    expect(load).toHaveBeenCalledOnce();
    expect(screen.queryByText(/open|closed/)).not.toBeInTheDocument();
    await arrive();
    expect(await screen.findByText('open')).toBeInTheDocument();
  });

  it('mounts it when its code failed too, for the lazy part to try again and offer a retry', async () => {
    render(<LazyOverlay opened load={() => Promise.reject(new TypeError('Failed to fetch'))}>{() => <p>mounted</p>}</LazyOverlay>);
    expect(await screen.findByText('mounted')).toBeInTheDocument();
  });

  it('mounts the overlay closed first, then opens it, so its opening is a change it can animate', async () => {
    const seen: boolean[] = [];
    render(<LazyOverlay opened load={loaded}>{(opened) => <Probe opened={opened} seen={seen} />}</LazyOverlay>);
    expect(await screen.findByText('open')).toBeInTheDocument();
    expect(seen).toEqual([false, true]);
  });

  it('mounts it closed when only preloaded', async () => {
    const seen: boolean[] = [];
    render(
      <LazyOverlay opened={false} preload load={loaded}>
        {(opened) => <Probe opened={opened} seen={seen} />}
      </LazyOverlay>,
    );
    expect(await screen.findByText('closed')).toBeInTheDocument();
    expect(seen).toEqual([false]);
  });

  for (const [gesture, show] of [
    ['the pointer over its trigger', (trigger: HTMLElement) => fireEvent.pointerEnter(trigger)],
    ['a press on its trigger', (trigger: HTMLElement) => fireEvent.pointerDown(trigger)],
    ['focus on its trigger', (trigger: HTMLElement) => fireEvent.focus(trigger)],
  ] as const) {
    it(`fetches the code, without opening, on ${gesture}`, () => {
      const { load } = codeOnDemand();
      function Trigger() {
        const intent = useOverlayIntent();
        return (
          <>
            <button type="button" {...intent.triggerProps}>
              Open
            </button>
            <LazyOverlay opened={false} preload={intent.wanted} load={load}>
              {(opened) => <p>{opened ? 'open' : 'closed'}</p>}
            </LazyOverlay>
          </>
        );
      }
      render(<Trigger />);
      expect(load).not.toHaveBeenCalled();
      show(screen.getByRole('button', { name: 'Open' }));
      expect(load).toHaveBeenCalledOnce();
    });
  }
});
