import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAfterIdle } from '@/lib/use-after-idle';

function Waiter({ name, wait = true }: { name: string; wait?: boolean }) {
  return <p>{`${name}: ${useAfterIdle(wait) ? 'idle' : 'waiting'}`}</p>;
}

describe('useAfterIdle', () => {
  const idleCallbacks: IdleRequestCallback[] = [];
  const nextIdlePeriod = () =>
    act(() => {
      idleCallbacks.shift()?.({ didTimeout: false, timeRemaining: () => 50 });
    });

  beforeEach(() => {
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idleCallbacks.push(callback));
  });
  afterEach(() => {
    // The queue lives in the module: let it run dry, so the next test starts with none.
    while (idleCallbacks.length) nextIdlePeriod();
    vi.unstubAllGlobals();
  });

  it('gives waiting components their moment one idle period apart, first come first served', () => {
    render(
      <>
        <Waiter name="video" />
        <Waiter name="carousel" />
      </>,
    );
    expect(screen.getByText('video: waiting')).toBeInTheDocument();
    expect(screen.getByText('carousel: waiting')).toBeInTheDocument();

    nextIdlePeriod();
    expect(screen.getByText('video: idle')).toBeInTheDocument();
    expect(screen.getByText('carousel: waiting')).toBeInTheDocument();

    nextIdlePeriod();
    expect(screen.getByText('carousel: idle')).toBeInTheDocument();

    // Nobody is left waiting: no idle callbacks pile up.
    nextIdlePeriod();
    expect(idleCallbacks).toHaveLength(0);
  });

  it('skips a component that unmounted while it waited', () => {
    const { rerender } = render(
      <>
        <Waiter key="gone" name="gone" />
        <Waiter key="stays" name="stays" />
      </>,
    );
    rerender(
      <>
        <Waiter key="stays" name="stays" />
      </>,
    );
    nextIdlePeriod();
    expect(screen.getByText('stays: idle')).toBeInTheDocument();
  });

  it('keeps a component that does not wait out of the queue', () => {
    // The visitor already reached for the carousel: its engine starts at once and needs no idle moment.
    render(
      <>
        <Waiter name="engine" wait={false} />
        <Waiter name="video" />
      </>,
    );
    nextIdlePeriod();
    expect(screen.getByText('video: idle')).toBeInTheDocument();
    expect(screen.getByText('engine: waiting')).toBeInTheDocument();
  });

  it('gives the turn of a component that stops waiting to the next one', () => {
    const { rerender } = render(
      <>
        <Waiter key="engine" name="engine" />
        <Waiter key="video" name="video" />
      </>,
    );
    rerender(
      <>
        <Waiter key="engine" name="engine" wait={false} />
        <Waiter key="video" name="video" />
      </>,
    );
    nextIdlePeriod();
    expect(screen.getByText('video: idle')).toBeInTheDocument();
    nextIdlePeriod();
    expect(screen.getByText('engine: waiting')).toBeInTheDocument();
  });
});
